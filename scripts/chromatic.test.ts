// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NO_TOKEN_MESSAGE, plan, STORYBOOK_DIR } from './chromatic.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromatic.mjs');

describe('pnpm chromatic', () => {
  it('publishes nothing without a token, says how, and succeeds', () => {
    const { CHROMATIC_PROJECT_TOKEN: _, ...env } = process.env;
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN is not set');
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic');
    expect(plan({ env: {}, storybookBuilt: true })).toEqual({ message: NO_TOKEN_MESSAGE, commands: [] });
  });

  it('publishes the built Storybook with a token, building it first when missing', () => {
    const env = { CHROMATIC_PROJECT_TOKEN: 'secret-token' };
    const publish = ['pnpm', ['exec', 'chromatic', '--storybook-build-dir', STORYBOOK_DIR]];
    expect(plan({ env, storybookBuilt: true }).commands).toEqual([publish]);
    expect(plan({ env, storybookBuilt: false }).commands).toEqual([['pnpm', ['storybook:build']], publish]);
    const withArgs = plan({ env, storybookBuilt: true, args: ['--exit-zero-on-changes'] });
    expect(withArgs.commands.at(-1)?.[1]).toContain('--exit-zero-on-changes');
    // The token travels in the environment only.
    expect(JSON.stringify(plan({ env, storybookBuilt: false }))).not.toContain('secret-token');
  });
});
