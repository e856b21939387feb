// The project runs on Node 24 LTS. A machine whose Node is older gets the pinned Node 24 from the npm
// registry (the official binaries are published there as `node-<platform>-<arch>`), verified against
// the integrity pinned below, unpacked into .tools/, and the calling script is run again with it.
// A machine with Node >= 24 uses its own. Only built-in modules here: this runs before any install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const NODE_MAJOR = 24;
export const NODE_VERSION = '24.21.0';
/** Subresource integrity of each platform's package, as the registry published it for NODE_VERSION. */
const INTEGRITY = {
  'linux-x64':
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  'linux-arm64':
    'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
  'win-x64':
    'sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==',
};

const say = (text) => console.log(`\u001b[36m›\u001b[0m ${text}`);
const platform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
const home = path.join(root, '.tools', `node-${NODE_VERSION}-${platform}`);
const binDir = process.platform === 'win32' ? home : path.join(home, 'bin');
const binary = path.join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

function registry() {
  const configured = process.env.npm_config_registry || 'https://registry.npmjs.org/';
  return configured.endsWith('/') ? configured : `${configured}/`;
}

async function download() {
  const integrity = INTEGRITY[platform];
  if (!integrity) {
    throw new Error(
      `No pinned Node ${NODE_VERSION} for ${platform}; install Node ${NODE_MAJOR} LTS and run again.`,
    );
  }
  const name = `node-${platform}`;
  const url = `${registry()}${name}/-/${name}-${NODE_VERSION}.tgz`;
  say(`Node ${process.versions.node} is older than ${NODE_MAJOR}: fetching Node ${NODE_VERSION} from ${url}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const tarball = Buffer.from(await response.arrayBuffer());
  const actual = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  if (actual !== integrity) throw new Error(`${url} does not match its pinned integrity (got ${actual})`);

  // Unpack beside the target and rename, so an interrupted run never leaves a half-written Node.
  mkdirSync(path.dirname(home), { recursive: true });
  const scratch = mkdtempSync(path.join(path.dirname(home), '.node-'));
  try {
    const archive = path.join(scratch, 'node.tgz');
    writeFileSync(archive, tarball);
    const unpacked = spawnSync('tar', ['-xzf', archive, '-C', scratch], { stdio: 'inherit' });
    if (unpacked.status !== 0) throw new Error('could not unpack the Node archive');
    rmSync(home, { recursive: true, force: true });
    renameSync(path.join(scratch, 'package'), home);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Makes sure the running script runs on Node >= 24: returns when it does, otherwise runs the same
 * script with the project's Node 24 (its folder first on PATH for every child) and exits with its code.
 */
export async function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  if (!existsSync(binary)) await download();
  const env = {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    // Native addons are built against this Node's headers, not a machine-wide setting for another Node.
    npm_config_nodedir: home,
  };
  const result = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  if (result.error) throw result.error;
  process.exit(result.status ?? (result.signal ? 1 : 0));
}
