// In `npm run dev`, checks content/ on every page request, as the build does once: a bad edit shows
// its problems in the browser (and Vite's error overlay) until it is fixed, instead of the old
// page carrying on with the bad value.
import type { Plugin } from 'vite'
import { contentSyntaxReport } from '../data/content-syntax.ts'
import { escapeXml } from './crawler-files.ts'

interface ValidateModule {
  contentProblemReport(): string | null
}

export function devContentCheck(): Plugin {
  return {
    name: 'dev-content-check',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (!request.headers.accept?.includes('text/html')) return next()
        try {
          // Loaded afresh through Vite, so the check sees the file as it is now.
          // A file that is not JSON is reported first: nothing that imports it can load.
          const report =
            contentSyntaxReport() ?? ((await server.ssrLoadModule('/data/validate.ts')) as ValidateModule).contentProblemReport()
          if (!report) return next()
          server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'content check' } })
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(
            `<!DOCTYPE html><html lang="en-GB"><title>Invalid content data</title><script type="module" src="/@vite/client"></script>` +
              `<pre style="white-space:pre-wrap;font:16px/1.5 monospace;padding:2rem">${escapeXml(report)}</pre></html>`,
          )
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
