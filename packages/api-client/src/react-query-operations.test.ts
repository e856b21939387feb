// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_QUERY_OPERATIONS } from '../react-query-operations.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where the generated client is imported: the screens, the app, Storybook and the browser tests. */
const IMPORTERS = ['packages/features/src', 'apps/backoffice/src', '.storybook', 'tests'];

function sources(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return (fs.readdirSync(full, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(full, file));
}

const QUERY_MODULE = /(['"])@vlegal\/api-client\/query\1/;

/** The names imported (or re-exported) from `@vlegal/api-client/query`, by file. */
function importedNames(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of IMPORTERS.flatMap(sources)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!QUERY_MODULE.test(text)) continue;
    const names: string[] = [];
    const statement =
      /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])@vlegal\/api-client\/query\2/g;
    for (const match of text.matchAll(statement))
      for (const part of (match[1] ?? '').split(','))
        if (part.trim())
          names.push(
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] as string,
          );
    // A namespace or dynamic import hides which helpers it uses; a test's mock of the module uses none.
    const unnamed = text
      .replace(statement, '')
      .replace(/vi\.mock\(\s*(['"])@vlegal\/api-client\/query\1/g, '');
    if (QUERY_MODULE.test(unnamed))
      throw new Error(`${path.relative(ROOT, file)} imports @vlegal/api-client/query without naming what`);
    found.set(path.relative(ROOT, file), names);
  }
  return found;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The operation a react-query helper belongs to (`getGetAccountQueryOptions` → `getAccount`), if it is one. */
function helperOperation(name: string): string | undefined {
  const match =
    /^get(\w+)(?:QueryKey|QueryOptions|MutationOptions)$/.exec(name) ??
    /^(\w+?)(?:QueryResult|QueryError|MutationResult|MutationBody|MutationError)$/.exec(name) ??
    /^use([A-Z]\w*)$/.exec(name);
  return match?.[1] === undefined ? undefined : lowerFirst(match[1]);
}

describe('react-query helpers', () => {
  it('recognises the helper names orval gives an operation', () => {
    expect(helperOperation('getGetAccountQueryOptions')).toBe('getAccount');
    expect(helperOperation('getListLoggersQueryKey')).toBe('listLoggers');
    expect(helperOperation('getSaveAccountMutationOptions')).toBe('saveAccount');
    expect(helperOperation('useActivateAccount')).toBe('activateAccount');
    expect(helperOperation('ListUsersQueryResult')).toBe('listUsers');
    expect(helperOperation('listCountries')).toBeUndefined();
    expect(helperOperation('getCountry')).toBeUndefined();
  });

  it('are generated for exactly the operations whose helpers are imported', () => {
    const used = new Map<string, string[]>();
    for (const [file, names] of importedNames())
      for (const name of names) {
        const operation = helperOperation(name);
        if (operation) used.set(operation, [...(used.get(operation) ?? []), `${file}: ${name}`]);
      }
    expect(used.size).toBeGreaterThan(0);
    const declared = new Set<string>(REACT_QUERY_OPERATIONS);
    const undeclared = [...used].filter(([operation]) => !declared.has(operation)).map(([, at]) => at);
    const unused = [...declared].filter((operation) => !used.has(operation));
    expect(undeclared, 'imported helpers of operations missing in react-query-operations.ts').toEqual([]);
    expect(unused, 'operations of react-query-operations.ts whose helpers nothing imports').toEqual([]);
  });
});
