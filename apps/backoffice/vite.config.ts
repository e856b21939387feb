import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiLocales } from '@vlegal/ui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [
    // react-aria ships strings for 30+ locales; the app keeps en-US and supplies Indonesian itself.
    uiLocales(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': api,
      '/management': api,
      '/i18n': api,
      '/websocket': { target: api, ws: true },
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
});
