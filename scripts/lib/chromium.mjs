import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';
import { bin } from './paths.mjs';

const DEBIAN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's `chromium-headless-shell` (the same Chromium source and version as its `chromium`): the binary itself, not
 * `/usr/bin/chromium-headless-shell`, a shell script that runs it as a child (stopping the script would leave it).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

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

/**
 * The browser tests' Chromium: CHROME_PATH, then Debian's headless shell (installed when missing and apt can), then
 * whatever `ensureChromium` finds. The shell is Blink and V8 as in the full browser without the browser's UI layer:
 * a hotel results page costs ~15 % less CPU to load (its browser process ~0.35 s against ~0.7 s, its GPU process
 * ~0.14 s against ~0.22 s; renderer the same), and the suite is CPU-bound on two cores (session 55). It is also
 * Playwright's own choice for headless Chromium. The benchmarks keep the full browser, as travellers run it.
 */
export function ensureTestChromium({ log = console.log } = {}) {
  if (process.env.CHROME_PATH) return ensureChromium({ log });
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (canAptInstall()) {
    log('Installing Debian’s chromium-headless-shell package for the browser tests (apt-get)…');
    if (aptInstall('chromium-headless-shell') && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  }
  return ensureChromium({ log });
}

/**
 * Launch flags that keep Chromium quiet on a machine without outside network. Headless needs no flag of ours:
 * Playwright passes `--headless`, which is the new headless mode in the full browser (Chromium 132 on) and what the
 * headless shell is anyway.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
