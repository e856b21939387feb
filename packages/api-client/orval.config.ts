import { faker } from '@faker-js/faker';
import { loadContract } from '@vlegal/domain/contract-file';
import { defineConfig } from 'orval';

interface Schema {
  properties?: Record<string, { contentEncoding?: string }>;
}

/** Names of the schema properties that carry base64 content. */
function base64Properties(spec: { components?: { schemas?: Record<string, unknown> } }): Set<string> {
  const names = new Set<string>();
  for (const schema of Object.values(spec.components?.schemas ?? {}) as Schema[])
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      if (property.contentEncoding === 'base64') names.add(name);
  return names;
}

export default defineConfig({
  backoffice: {
    // The contract as one document (openapi.yaml and its files under openapi/), with the components' names
    // kept; orval's own bundler would inline the schemas of the files and rename their types.
    input: { target: loadContract() },
    output: {
      // One file per tag (its hooks beside its MSW mocks), so a screen's chunk carries only the calls of
      // its tags; `index.ts` re-exports them all, keeping `@vlegal/api-client/query` as the one import path.
      mode: 'tags-split',
      workspace: 'src/gen/query',
      target: 'index.ts',
      schemas: '../model',
      indexFiles: true,
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false, useExamples: false }] },
      override: {
        mutator: { path: '../../fetcher.ts', name: 'apiFetch' },
        // Queries for GET and mutations for the other verbs is orval's default; `useQuery`/`useMutation`
        // would force one kind on every operation.
        query: {
          useSuspenseQuery: false,
          useInfinite: false,
          signal: true,
        },
        // The default date mock indexes a split() result, which fails the strict (noUncheckedIndexedAccess) type check.
        mock: {
          format: { date: () => faker.date.past().toISOString().slice(0, 10) },
          // Base64 attachments: their maxLength is the largest allowed file (megabytes), which faker would fill
          // in full for every mocked row; a short text stands in for the content.
          properties: (spec) =>
            Object.fromEntries(
              [...base64Properties(spec)].map((name) => [
                name,
                () => faker.string.alpha({ length: { min: 10, max: 20 } }),
              ]),
            ),
        },
      },
    },
  },
});
