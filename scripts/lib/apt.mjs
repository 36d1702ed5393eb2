import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

function isDebianLike() {
  try {
    const os = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(os);
  } catch {
    return false;
  }
}

/** Whether Debian packages can be installed here: root on Debian/Ubuntu with apt-get. */
export function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && isDebianLike() && existsSync('/usr/bin/apt-get');
}

/** Installs a Debian package (apt-get, no recommends, no questions); true when apt-get succeeded. */
export function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env }).status === 0;
}
