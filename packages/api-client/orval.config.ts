import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

export default defineConfig({
  backoffice: {
    input: { target: '../../openapi.yaml' },
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
      prettier: false,
      biome: false,
      mock: { type: 'msw', delay: false, useExamples: false },
      override: {
        mutator: { path: '../../fetcher.ts', name: 'apiFetch' },
        query: {
          useQuery: true,
          useMutation: true,
          useSuspenseQuery: false,
          useInfinite: false,
          signal: true,
        },
        // The default date mock indexes a split() result, which fails the strict (noUncheckedIndexedAccess) type check.
        mock: { format: { date: () => faker.date.past().toISOString().slice(0, 10) } },
      },
    },
  },
});
