import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import { exposeBuildConstants, resolveBuildConstants } from './config/build-constants.ts'
import { orExitReadably, ReadableError } from './config/readable-error.ts'
import { contentSyntaxReport } from './data/content-syntax.ts'
import { artworkFiles, artworkInDev } from './vite-plugins/artwork.ts'
import { cmsAdmin } from './vite-plugins/cms-admin.ts'
import { cmsSettings } from './vite-plugins/cms-config.ts'
import { devContentCheck } from './vite-plugins/dev-content-check.ts'
import { compileInlineScripts } from './vite-plugins/inline-scripts.ts'
import { prerenderCheck } from './vite-plugins/prerender-check.ts'
import { staticHostFiles } from './vite-plugins/static-host-plugin.ts'

export default defineConfig(({ command, mode }) =>
  orExitReadably(async () => {
    const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
    const constants = resolveBuildConstants(env)
    const define = exposeBuildConstants(constants)
    const building = command === 'build'
    // The build checks data/ once, before anything is built; `npm run dev` checks it on every
    // page request instead (dev-content-check.ts), so a bad edit shows in the browser.
    // Loaded after the constants exist, because data/ modules read them as they load.
    const syntaxReport = building ? contentSyntaxReport() : null
    if (syntaxReport) throw new ReadableError(syntaxReport)
    const content = building ? await import('./vite-plugins/content.ts') : null
    content?.checkGoLive(env)
    // Built pages defer the app behind inline scripts (renderer/boot.ts); in development Vike's own scripts run.
    const inlineScripts = building ? await compileInlineScripts() : null

    return {
      plugins: [
        react({ jsxImportSource: '@emotion/react' }),
        // Before Vike and the content check, so /admin/ is never taken for a page.
        cmsAdmin(cmsSettings(env, constants.__SITE_CONFIG__.origin)),
        vike(),
        devContentCheck(),
        ...(content && inlineScripts
          ? [staticHostFiles(constants.__SITE_CONFIG__, content.sitePaths), artworkFiles(content.ogPages, define)]
          : []),
        artworkInDev(),
        prerenderCheck(),
      ],
      define: {
        ...define,
        __INLINE_SCRIPTS__: JSON.stringify(
          inlineScripts && {
            boot: inlineScripts.boot.code,
            startThirdParties: inlineScripts.startThirdParties.code,
            prefillEnquiry: inlineScripts.prefillEnquiry.code,
          },
        ),
      },
      // Styled elements keep their style-only props by a `$` in the name, not by Emotion's list of every HTML attribute (~2 KB gzip).
      resolve: { alias: { '@emotion/is-prop-valid': fileURLToPath(new URL('./components/theme/style-props.ts', import.meta.url)) } },
      // The build lists no files and prints only what needs attention: warnings are defects.
      logLevel: building ? ('warn' as const) : ('info' as const),
      build: {
        // A second build, with other settings, can sit beside the first (the tests build one that asks before loading providers).
        outDir: env.SITE_OUT_DIR || 'dist',
        target: 'es2022',
        rolldownOptions: {
          // Short names for the shared chunks: every page lists each of its chunks in its HTML (the
          // app's preloads), and the HTML must fit the first flight (tests/http/pages.spec.ts).
          output: { chunkFileNames: 'assets/chunks/[hash:6].js' },
          // Emotion imports hoist-non-react-statics (and with it react-is) only for withTheme,
          // which the site does not use; the package does not declare itself free of side
          // effects, so it is said here. Saves ~1 KB gzip on every page.
          treeshake: {
            moduleSideEffects: [
              { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
              // The site's own modules only declare things (components, data, helpers), so what a page
              // imports and does not use adds nothing to its script.
              { test: /[\\/](components|data|hooks|config)[\\/]/, sideEffects: false },
            ],
          },
        },
      },
    }
  }),
)
