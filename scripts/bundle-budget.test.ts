// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudgets, recordOf, routeFigures, routeFiles, sharesOf } from './lib/bundle-budget.mjs';

const kB = 1024;
const REACT = 'node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/index.js';
const FORMIK = 'node_modules/.pnpm/formik@2.4.9/node_modules/formik/dist/formik.esm.js';
const YUP = 'node_modules/.pnpm/yup@1.7.1/node_modules/yup/index.esm.js';
const SCREEN = 'packages/features/src/auth/LoginScreen.tsx';

const ROUTES = [
  { route: '/login', budget: 160, loads: [] },
  { route: '/register', after: '/login', ownBudget: 50, loads: [] },
];
// Each chunk's modules with their minified lengths; a chunk's gzip bytes are split over them by length.
const MODULES = {
  'assets/react.js': [[REACT, 1000]],
  'assets/login.js': [[SCREEN, 1000]],
  'assets/formik.js': [[FORMIK, 1000]],
  'assets/wizard.js': [
    [YUP, 500],
    ['packages/features/src/register/RegisterScreen.tsx', 500],
  ],
};

/** Figures of the two routes from the files each loads (file → gzip bytes). */
function figuresOf(login: Record<string, number>, register: Record<string, number>) {
  return routeFigures(
    ROUTES,
    new Map([
      ['/login', new Map(Object.entries(login))],
      ['/register', new Map(Object.entries({ ...login, ...register }))],
    ]),
    MODULES,
  );
}

const within = figuresOf(
  { 'assets/react.js': 120 * kB, 'assets/login.js': 30 * kB },
  { 'assets/wizard.js': 40 * kB },
);

describe('the bundle budgets', () => {
  it('pass routes within their budgets, whole and beyond the page they are reached from', () => {
    expect(within.get('/register')?.own).toBe(40 * kB);
    expect(checkBudgets(within, recordOf(within))).toEqual({ failures: [], knownExcess: [] });
  });

  it('fail a route that crosses its budget, naming it and the packages that grew', () => {
    const grown = figuresOf(
      { 'assets/react.js': 120 * kB, 'assets/login.js': 30 * kB, 'assets/formik.js': 12 * kB },
      { 'assets/wizard.js': 40 * kB },
    );
    const { failures } = checkBudgets(grown, recordOf(within));
    expect(failures).toHaveLength(1);
    expect(failures[0]?.route).toBe('/login');
    expect(failures[0]?.message).toBe(
      '/login loads 162.0 kB of JavaScript (gzip), over its budget of 160 kB; grown since the recorded sizes: formik (with lodash-es) +12.0 kB',
    );
  });

  it("judge a route reached from another page by what it loads beyond it, with that part's packages", () => {
    const grown = figuresOf(
      { 'assets/react.js': 120 * kB, 'assets/login.js': 30 * kB },
      { 'assets/wizard.js': 60 * kB },
    );
    const { failures } = checkBudgets(grown, recordOf(within));
    expect(failures.map((failure) => failure.message)).toEqual([
      '/register loads 60.0 kB beyond /login, over its own budget of 50 kB; grown since the recorded sizes: yup +10.0 kB, features: screens +10.0 kB',
    ]);
  });

  it('name the largest packages of a route over budget when no sizes were recorded', () => {
    const heavy = figuresOf({ 'assets/react.js': 150 * kB, 'assets/login.js': 20 * kB }, {});
    expect(checkBudgets(heavy).failures[0]?.message).toBe(
      '/login loads 170.0 kB of JavaScript (gzip), over its budget of 160 kB; its largest parts: react, react-dom 150.0 kB, features: screens 20.0 kB',
    );
  });

  it('hold a route recorded over its budget to its record: no growth, and no gain left unrecorded', () => {
    const over = figuresOf({ 'assets/react.js': 150 * kB, 'assets/login.js': 20 * kB }, {});
    const recorded = recordOf(over);
    expect(checkBudgets(over, recorded)).toEqual({
      failures: [],
      knownExcess: [
        {
          route: '/login',
          message:
            '/login loads 170.0 kB of JavaScript (gzip), over its budget of 160 kB (as recorded, 170.0 kB)',
        },
      ],
    });

    const heavier = figuresOf(
      { 'assets/react.js': 150 * kB, 'assets/login.js': 20 * kB, 'assets/formik.js': 2 * kB },
      {},
    );
    expect(checkBudgets(heavier, recorded).failures[0]?.message).toBe(
      '/login loads 172.0 kB of JavaScript (gzip), over its budget of 160 kB, and 2.0 kB above its recorded 170.0 kB; grown since the recorded sizes: formik (with lodash-es) +2.0 kB',
    );

    const lighter = figuresOf({ 'assets/react.js': 150 * kB, 'assets/login.js': 15 * kB }, {});
    expect(checkBudgets(lighter, recorded).failures[0]?.message).toMatch(
      /^\/login loads 165\.0 kB .*, but 5\.0 kB below its recorded 170\.0 kB: record the sizes/,
    );
  });

  it("split each file's bytes over its modules' groups, adding up to the files' total", () => {
    const shares = sharesOf(new Map([['assets/wizard.js', 10 * kB]]), MODULES);
    expect(Object.fromEntries(shares)).toEqual({ yup: 5 * kB, 'features: screens': 5 * kB });
  });
});

describe('the files a route loads, walked from the manifest', () => {
  const manifest = {
    'src/routes/login.tsx?tsr-split=component---loader': {
      file: 'assets/login.js',
      imports: ['_Button.js'],
      dynamicImports: ['src/Dialog.tsx'],
    },
    'src/routes/login.tsx?tsr-split=errorComponent': { file: 'assets/login-error.js' },
    _app: { file: 'assets/app.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_Button.js': { file: 'assets/Button.js', imports: ['_react.js'], css: ['assets/Button.css'] },
    'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
  };
  const build = { manifest, entry: ['assets/app.js'] };

  it("are the page's scripts and the route's component chunk with their static imports", () => {
    const files = routeFiles(build, { route: '/login', loads: ['apps/backoffice/src/routes/login.tsx'] });
    expect([...files].sort()).toEqual([
      'assets/Button.js',
      'assets/app.js',
      'assets/login.js',
      'assets/react.js',
    ]);
  });

  it("find a route's component merged into a shared chunk by the modules of that chunk", () => {
    const merged = {
      manifest: {
        '_shell.js': { file: 'assets/shell.js', name: 'shell', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
      },
      entry: [],
      modules: {
        'assets/shell.js': [['apps/backoffice/src/routes/app.tsx?tsr-split=component---loader', 900]],
      },
    };
    const files = routeFiles(merged, { route: '/app', loads: ['apps/backoffice/src/routes/app.tsx'] });
    expect([...files].sort()).toEqual(['assets/react.js', 'assets/shell.js']);
  });

  it('fail on a route whose definition names no chunk of the build', () => {
    expect(() =>
      routeFiles(build, { route: '/login', loads: ['apps/backoffice/src/routes/gone.tsx'] }),
    ).toThrow('/login: no chunk of apps/backoffice/src/routes/gone.tsx');
  });
});
