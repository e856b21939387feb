import { defineConfig } from '@hey-api/openapi-ts';
import { loadContract } from '@vlegal/domain/contract-file';

export default defineConfig({
  // One document with the components' names kept (see orval.config.ts).
  input: { path: loadContract() },
  output: { path: 'src/gen/sdk', postProcess: [] },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
});
