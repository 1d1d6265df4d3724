// Lint rules for the whole codebase: TypeScript, React hooks, accessibility of JSX, and
// imports that stay inside their layer and never go round in circles. Formatting is Prettier's.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importCycles from './eslint-rules/no-import-cycle.js'
import tseslint from 'typescript-eslint'

/**
 * Layers, lowest first: each may import from those before it, never from those after it.
 * config/ (settings from the environment) → data/ (content) → enquiry/ (the enquiry's contract) →
 * hooks/ → components/ → renderer/ → pages/; vite-plugins/, scripts/ and tests/ sit on top.
 * worker/ (the enquiry API) stands beside the site: it imports config/, data/ and enquiry/ only.
 */
const layers = ['config', 'data', 'enquiry', 'hooks', 'components', 'renderer', 'pages', 'vite-plugins']
const layerZones = [
  ...layers.slice(0, -1).map((layer, index) => ({
    target: `./${layer}`,
    from: [...layers.slice(index + 1), 'worker', 'scripts', 'tests'].map((higher) => `./${higher}`),
    message: `${layer}/ is a lower layer: it must not import from a higher one (order: ${layers.join(' → ')}).`,
  })),
  {
    target: './worker',
    from: ['hooks', 'components', 'renderer', 'pages', 'vite-plugins', 'scripts', 'tests'].map((site) => `./${site}`),
    message: 'worker/ imports only config/, data/ and enquiry/: the enquiry contract it shares with the form lives in enquiry/.',
  },
]

export default tseslint.config(
  {
    ignores: [
      // Builds: dist/, dist-ask/ and any other SITE_OUT_DIR beside them.
      'dist*/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'screenshots/',
      '.wrangler/',
      '.scratch/',
      // Written by `wrangler types` from wrangler.jsonc (npm run typecheck).
      'worker/worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Every import names its file with its extension, so Node's own resolution finds it.
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    plugins: { local: importCycles },
    rules: {
      // Not import-x/no-cycle: it skips type-only imports, and took 40% of the lint's time.
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Explicit extensions everywhere, as Vite's native config loader and Node need them.
      'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true }],
      // TypeScript already checks that imports resolve and name what their module exports,
      // and does it faster and more exactly (package export maps, ?raw imports).
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The Worker runs on workerd, whose globals (HTMLRewriter…) TypeScript knows from `wrangler types`.
    files: ['worker/**/*.ts'],
    rules: { 'no-undef': 'off' },
  },
  {
    // Playwright fixtures call their argument `use`, which is not React's hook.
    files: ['tests/support/fixtures.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
)
