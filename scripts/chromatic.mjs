// Publishes the built Storybook to Chromatic, the hosted review of visual changes, for teams that have a
// project token. Without one it says what to do and succeeds: CI and the tests never depend on the
// service (the committed baselines the stories layer compares are the visual check that always runs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STORYBOOK_DIR = 'storybook-static';

export const NO_TOKEN_MESSAGE = [
  'Chromatic: nothing published, CHROMATIC_PROJECT_TOKEN is not set.',
  'To publish the Storybook for visual review: create a project on https://www.chromatic.com, copy its',
  'project token, then run  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
  '(in CI: store the token as a secret and expose it under that name).',
].join('\n');

/**
 * What `pnpm chromatic` does: the commands to run, in order, or none with a message. Extra arguments
 * go to the chromatic CLI (e.g. `--exit-zero-on-changes`).
 */
export function plan({ env, storybookBuilt, args = [] }) {
  if (!env.CHROMATIC_PROJECT_TOKEN) return { message: NO_TOKEN_MESSAGE, commands: [] };
  const commands = [];
  if (!storybookBuilt) commands.push(['pnpm', ['storybook:build']]);
  // The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself: it never appears on a command line.
  commands.push(['pnpm', ['exec', 'chromatic', '--storybook-build-dir', STORYBOOK_DIR, ...args]]);
  return { commands };
}

export function main(args = process.argv.slice(2)) {
  const { message, commands } = plan({
    env: process.env,
    storybookBuilt: existsSync(path.join(root, STORYBOOK_DIR, 'index.json')),
    args,
  });
  if (message) console.log(message);
  for (const [command, commandArgs] of commands) {
    const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
