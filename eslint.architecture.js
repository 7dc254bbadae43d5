// @ts-check
/**
 * The architecture, as lint rules. `src/` is built in layers; a module may import from its own
 * layer and from the layers above it in this list, never from one below:
 *
 *   config -> shared -> content -> lib, hooks -> theme -> components -> features -> app
 *
 * Features never import each other; the gateway server (server/) may use only src/config and
 * src/shared (the form rules both sides apply); nothing in src/ imports the server, the scripts
 * or the tests; scripts/ may import anything. Cycles are errors everywhere.
 *
 * The server has floors of its own, lowest first:
 *
 *   shared files at server/'s root, policy/ -> db/ -> gateway, staff, notify, analytics -> composition
 *
 * The slices never import each other; only the composition files (app.ts, runtime.ts and its
 * runtime-checks.ts, main.ts, lambda.ts) wire them together. support/ is what the server's tests
 * share: it may import anything, and nothing but a test imports it.
 *
 * Tests are exempt from the layer direction (a component's test may render it inside the app's
 * providers) but not from the cycle rule.
 *
 * Every page is composed in one kind of place, its feature (src/features/<name>/<name>-page.tsx):
 * a route module in src/app/routes/ only hands its page (and loader) to the route table, so it
 * holds no `sx`, no styles and no layout of elements.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { colorRestrictions } from './eslint.colors.js';

/** Lowest first. Entries are folders under src/ or the entry files at its root. */
export const layers = [
  ['config'],
  ['shared'],
  ['content', 'assets'],
  ['lib', 'hooks'],
  ['theme'],
  ['components'],
  ['features'],
  ['app', 'main.tsx', 'entry-server.tsx', 'test'],
];

/** @param {string} entry */
const src = (entry) => `./src/${entry}`;

/** One zone per layer: its files may not import anything from the layers after it. */
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layer.map(src),
  from: layers
    .slice(index + 1)
    .flat()
    .map(src),
  message: `Imports run config -> shared -> content -> lib/hooks -> theme -> components -> features -> app; this one runs backwards from "${layer.join('/')}".`,
}));

const featureNames = readdirSync(join(import.meta.dirname, 'src', 'features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature is self-contained: what two features share moves down to components/, hooks/ or lib/. */
const featureZones = featureNames.map((name) => ({
  target: src(`features/${name}`),
  from: src('features'),
  except: [`./${name}`],
  message: 'Features never import each other; move what they share to a lower layer.',
}));

/** @param {string} entry */
const server = (entry) => `./server/${entry}`;

/** The files that wire the slices together; nothing else may. */
export const serverComposition = [
  'app.ts',
  'runtime.ts',
  'runtime-checks.ts',
  'main.ts',
  'lambda.ts',
];

/** What the server is made of; each is self-contained and imports no other. */
export const serverSlices = ['gateway', 'staff', 'notify', 'analytics', 'jobs'];

/**
 * The lowest floor: pure policy (policy/) and the shared pieces at server/'s root (settings, client
 * addresses, time zone, HTTP helpers, the static site...). Read from the folder, so a new root
 * file belongs to it unless it is listed as composition.
 */
const serverBase = [
  ...readdirSync(join(import.meta.dirname, 'server'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        !serverComposition.includes(entry.name),
    )
    .map((entry) => entry.name),
  'policy',
];

const serverFloorMessage =
  "The server's imports run shared files and policy/ -> db/ -> gateway, staff, notify, analytics -> app/runtime/main/lambda; this one runs backwards.";

const serverZones = [
  {
    target: serverBase.map(server),
    from: ['db', ...serverSlices, ...serverComposition, 'support'].map(server),
    message: serverFloorMessage,
  },
  {
    target: server('db'),
    from: [...serverSlices, ...serverComposition, 'support'].map(server),
    message: serverFloorMessage,
  },
  ...serverSlices.map((name) => ({
    target: server(name),
    from: serverSlices.filter((other) => other !== name).map(server),
    message:
      'Slices never import each other: move what two share down to db/, policy/ or a shared file, or hand it over in app.ts or runtime.ts.',
  })),
  {
    target: serverSlices.map(server),
    from: [...serverComposition, 'support'].map(server),
    message: serverFloorMessage,
  },
  {
    target: serverComposition.map(server),
    from: server('support'),
    message: "server/support/ is the tests' own; the running server never imports it.",
  },
];

const boundaryZones = [
  {
    target: './server',
    from: './src',
    except: ['./config', './shared'],
    message: 'The server may use only src/config and src/shared from the site.',
  },
  {
    target: './src',
    from: ['./server', './scripts', './tests'],
    message: 'The site does not import the server, the scripts or the tests.',
  },
];

export const zones = [...layerZones, ...featureZones, ...serverZones, ...boundaryZones];

const thinRouteMessage =
  'A route module stays thin: compose the page in src/features/<name>/<name>-page.tsx and re-export it here (or render it as one element).';

/**
 * What a route module may not hold: styles (`sx`, `style`), elements of its own (`<div>`), and
 * layout (a fragment, or an element placed in or beside another). A re-export of the page, or a
 * one-line wrapper rendering one component with plain props, passes.
 */
export const thinRouteRestrictions = [
  { selector: "JSXAttribute[name.name='sx']", message: thinRouteMessage },
  { selector: "JSXAttribute[name.name='style']", message: thinRouteMessage },
  { selector: 'JSXOpeningElement[name.name=/^[a-z]/]', message: thinRouteMessage },
  { selector: 'JSXFragment', message: thinRouteMessage },
  { selector: 'JSXElement JSXElement', message: thinRouteMessage },
];

/**
 * Flat-config objects; eslint.config.js spreads them and the architecture test lints with them.
 * @type {import('eslint').Linter.Config[]}
 */
export const architectureConfig = [
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle rule reads the modules an import leads to; they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.js', '.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // A module a newcomer reads in one sitting: a longer one is split by what its parts do. Every
    // line counts, blank and comment lines too, so the limit is the length the editor shows (a
    // comment that explains why is worth its room, and a split keeps it with its code). Copy
    // modules are data and tests list cases, so neither is held to it.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/content/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // These options replace the colour rule's for these files (one rule, one list of options
      // per file), so its entries come along.
      'no-restricted-syntax': ['error', ...colorRestrictions, ...thinRouteRestrictions],
    },
  },
];
