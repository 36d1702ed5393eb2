import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';
import { bin } from './paths.mjs';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function playwrightOwn() {
  try {
    const out = execFileSync(
      process.execPath,
      ['-e', "import('playwright-core').then(m => process.stdout.write(m.chromium.executablePath()))"],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return out && existsSync(out) ? out : null;
  } catch {
    return null;
  }
}

/** CHROME_PATH, then Debian's chromium, then Playwright's own download. */
export function locateChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
  }
  return DEBIAN_PATHS.find((p) => existsSync(p)) ?? playwrightOwn();
}

/**
 * Finds a Chromium for the browser tests, installing one when it can: Debian's package when running as
 * root on Debian/Ubuntu, otherwise `playwright install chromium`. Returns the path or throws a clear error.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = locateChromium();
  if (found) return found;
  if (canAptInstall()) {
    log('No Chromium found: installing Debian’s chromium package (apt-get)…');
    if (aptInstall('chromium') && locateChromium()) return locateChromium();
  } else {
    log('No Chromium found: trying `playwright install chromium`…');
    const r = spawnSync(bin('playwright-core'), ['install', 'chromium'], { stdio: 'inherit' });
    if (r.status === 0 && locateChromium()) return locateChromium();
  }
  throw new Error(
    'No Chromium for the browser tests and none could be installed. Install one (Debian: `apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium/Chrome binary, then run the tests again.',
  );
}

/** Launch flags that keep Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
