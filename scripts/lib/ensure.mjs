// Installs what a fresh machine lacks, using only Node and npm: pnpm (pinned), the workspace's
// dependencies (frozen lockfile), and, for the browser tests, Debian's Chromium and fonts.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
export const PNPM_VERSION = pkg.packageManager.split('@')[1];

const say = (text) => console.log(`\u001b[36m›\u001b[0m ${text}`);

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Puts the pinned pnpm on PATH, installing it through npm when missing or of another version. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return;
  say(`installing pnpm ${PNPM_VERSION} with npm`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === PNPM_VERSION) return;
  // No rights on the global prefix: keep pnpm inside the project instead.
  const prefix = path.join(root, '.tools');
  execFileSync('npm', ['install', '--global', '--prefix', prefix, `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  process.env.PATH = `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`;
  if (versionOf('pnpm') !== PNPM_VERSION) throw new Error(`pnpm ${PNPM_VERSION} could not be installed`);
}

function lockHash() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Installs dependencies with the frozen lockfile unless the installed tree already matches it. */
export function ensureDependencies() {
  const stamp = path.join(root, 'node_modules', '.install-stamp');
  const wanted = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  say('installing dependencies (pnpm install --frozen-lockfile)');
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  writeFileSync(stamp, wanted);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SOFFICE = '/usr/bin/soffice';

/**
 * Debian's Chromium and the fonts the visual baselines were taken with, and LibreOffice's spreadsheet
 * (headless), which the reports' tests open their Excel workbooks with.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync('/usr/share/fonts/truetype/liberation') && existsSync(SOFFICE))
    return;
  say('installing chromium, fonts and LibreOffice Calc with apt-get');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation', 'fonts-noto-core']);
  // Without its recommended fonts: Liberation 2 would replace the Liberation fonts the baselines were
  // taken with.
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'libreoffice-calc-nogui']);
}

export function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}
