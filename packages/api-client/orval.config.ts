import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

export default defineConfig({
  backoffice: {
    input: { target: '../../openapi.yaml' },
    output: {
      mode: 'split',
      target: 'src/gen/query/index.ts',
      schemas: 'src/gen/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      biome: false,
      mock: { type: 'msw', delay: false, useExamples: false },
      override: {
        mutator: { path: './src/fetcher.ts', name: 'apiFetch' },
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
