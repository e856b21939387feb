import { faker } from '@faker-js/faker';
import { loadContract } from '@vlegal/domain/contract-file';
import { defineConfig } from 'orval';
import { REACT_QUERY_OPERATIONS } from './react-query-operations.ts';

interface Property {
  contentEncoding?: string;
  contentMediaType?: string;
}
interface Schema {
  properties?: Record<string, Property>;
}

/** Names of the schema properties whose text holds content of its own: base64 files, GeoJSON. */
function contentProperties(
  spec: { components?: { schemas?: Record<string, unknown> } },
  holds: (property: Property) => boolean,
): Set<string> {
  const names = new Set<string>();
  for (const schema of Object.values(spec.components?.schemas ?? {}) as Schema[])
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      if (holds(property)) names.add(name);
  return names;
}

const contract = loadContract();

/** The react-query helpers of each listed operation: a query for a GET, a mutation for the other verbs. */
function reactQueryOperations(): Record<string, { query: { useQuery: true } | { useMutation: true } }> {
  const verbs = new Map<string, string>();
  for (const item of Object.values(
    contract.paths as Record<string, Record<string, { operationId?: string }>>,
  ))
    for (const [verb, operation] of Object.entries(item))
      if (operation.operationId) verbs.set(operation.operationId, verb);
  return Object.fromEntries(
    REACT_QUERY_OPERATIONS.map((id) => {
      const verb = verbs.get(id);
      if (!verb) throw new Error(`react-query-operations.ts names ${id}, which the contract does not have`);
      return [id, { query: verb === 'get' ? { useQuery: true } : { useMutation: true } }];
    }),
  );
}

export default defineConfig({
  backoffice: {
    // The contract as one document (openapi.yaml and its files under openapi/), with the components' names
    // kept; orval's own bundler would inline the schemas of the files and rename their types.
    input: { target: contract },
    output: {
      // One file per tag (its calls beside its faker mocks), so a screen's chunk carries only the calls of
      // its tags; `index.ts` re-exports them all, keeping `@vlegal/api-client/query` as the one import path.
      mode: 'tags-split',
      workspace: 'src/gen/query',
      target: 'index.ts',
      schemas: '../model',
      indexFiles: true,
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // Response mocks only: the mock store seeds its tables from them and answers with its own handlers
      // (paging headers, state), so orval's stateless MSW handlers would go unused.
      mock: { generators: [{ type: 'faker', useExamples: false }] },
      override: {
        mutator: { path: '../../fetcher.ts', name: 'apiFetch' },
        // A plain fetch function per operation; the query or mutation helpers only for the operations
        // whose helpers the screens import (react-query-operations.ts).
        query: {
          useQuery: false,
          useMutation: false,
          useSuspenseQuery: false,
          useInfinite: false,
          signal: true,
        },
        operations: reactQueryOperations(),
        // The default date mock indexes a split() result, which fails the strict (noUncheckedIndexedAccess) type check.
        mock: {
          format: { date: () => faker.date.past().toISOString().slice(0, 10) },
          // Base64 attachments: their maxLength is the largest allowed file (megabytes), which faker would fill
          // in full for every mocked row; a short text stands in for the content. A plot's GeoJSON (up to a
          // million characters) is a point.
          properties: (spec) =>
            Object.fromEntries([
              ...[...contentProperties(spec, (p) => p.contentEncoding === 'base64')].map((name) => [
                name,
                () => faker.string.alpha({ length: { min: 10, max: 20 } }),
              ]),
              ...[...contentProperties(spec, (p) => p.contentMediaType === 'application/geo+json')].map(
                (name) => [name, () => '{"type":"Point","coordinates":[110.67,-6.59]}'],
              ),
            ]),
        },
      },
    },
  },
});
