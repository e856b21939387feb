// Gzip size of what the login route takes from the ui kit (and of the heavier parts of the kit) (and what it pulls in: react-aria, formik,
// vanilla-extract runtime), built with and without the locale plugin. React and react-dom are left out:
// every route pays for them. Usage: `pnpm --filter @vlegal/ui size [--json]`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { uiLocales } from '../vite-plugin.mjs';

const here = import.meta.dirname;

async function measure(entry, withPlugin) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ui-size-'));
  const html = path.join(here, 'index.html');
  writeFileSync(html, `<!doctype html><div id="root"></div><script type="module" src="./${entry}"></script>`);
  try {
    await build({
      root: here,
      configFile: false,
      logLevel: 'silent',
      plugins: [...(withPlugin ? [uiLocales()] : []), vanillaExtractPlugin()],
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
      },
    });
  } finally {
    rmSync(html, { force: true });
  }
  const files = readdirSync(path.join(outDir, 'assets'));
  const size = (ext) =>
    files
      .filter((f) => f.endsWith(ext))
      .reduce(
        (sum, f) => sum + gzipSync(readFileSync(path.join(outDir, 'assets', f)), { level: 9 }).length,
        0,
      );
  const result = { js: size('.js'), css: size('.css') };
  rmSync(outDir, { recursive: true, force: true });
  return result;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const results = {};
for (const [name, entry] of [
  ['login', 'login-entry.tsx'],
  ['kit', 'kit-entry.tsx'],
]) {
  results[name] = { allLocales: await measure(entry, false), withUiLocales: await measure(entry, true) };
}
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results));
} else {
  console.log(
    'ui kit, gzip -9, React excluded (login = what the login route uses; kit = table, dates, lookups, overlays)',
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(6)} all react-aria locales: JS ${kB(r.allLocales.js)}  CSS ${kB(r.allLocales.css)}`,
    );
    console.log(
      `  ${name.padEnd(6)} with uiLocales():       JS ${kB(r.withUiLocales.js)}  CSS ${kB(r.withUiLocales.css)}`,
    );
  }
}
