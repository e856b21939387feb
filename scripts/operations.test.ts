// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const where = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/operations.mjs', ...args], { cwd: root, encoding: 'utf8' });

// It reads the whole contract and greps the tree: seconds on a busy machine, never a judged figure.
describe('scripts/operations.mjs', { timeout: 60_000 }, () => {
  it('finds a hand-written call by its operationId: its path item, its handler and its screen', () => {
    const out = where('getStockCard');
    expect(out).toContain('GET /api/stocks/{id}/card  getStockCard');
    expect(out).toMatch(/contract +openapi\/paths\/books\/stock-card\.yaml/);
    expect(out).toMatch(/server +apps\/api\/src\/books\/stock-card\.ts/);
    expect(out).toMatch(/screens +.*packages\/features\/src\/books\/StockCard\.tsx/);
  });

  it("finds a resource's call by its URL and method: its block, its declaration and the generic engine", () => {
    const out = where('POST', '/api/local-sales/12/cancel');
    expect(out).toContain('POST /api/local-sales/{id}/cancel  cancelLocalSales');
    expect(out).toMatch(/contract +openapi\/resources\/books\.yaml, block localSales/);
    expect(out).toMatch(/declaration +packages\/domain\/src\/books\/local-sales\.ts/);
    expect(out).toMatch(/server +apps\/api\/src\/engine\//);
  });

  it('finds the route file of a screen', () => {
    expect(where('/app/business-unit-import/local-sales/new')).toContain(
      'apps/backoffice/src/routes/app/business-unit-import.$resource.new.tsx',
    );
  });
});
