// The /admin/ page: Decap CMS from its npm package, on a page of its own that no other page links
// to or loads anything from. Its policy is looser than the site's (see adminContentSecurityPolicy),
// so it is kept to this one path.
import { formatPolicy } from './csp.ts'

export const cmsAdminPath = '/admin'

/** The page's URLs as hosts serve them (with and without the slash), each given the admin headers. */
export const cmsAdminPagePaths = [cmsAdminPath, `${cmsAdminPath}/`] as const

/**
 * Absolute URLs throughout: the host serves admin/index.html at /admin (no slash), where a relative
 * "config.yml" would mean /config.yml.
 */
export const cmsAdminHtml = `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Edit the website</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link href="${cmsAdminPath}/config.yml" type="text/yaml" rel="cms-config-url">
  </head>
  <body>
    <script src="${cmsAdminPath}/decap-cms.js"></script>
  </body>
</html>
`

/** Where Decap looks for its local backend (`npm run cms`, decap-server) when `local_backend` is true: its fixed default. */
export const cmsLocalBackendOrigin = 'http://localhost:8081'

/**
 * What Decap CMS needs and no more: its own scripts, with 'unsafe-eval' because it compiles its
 * config schema with ajv (new Function) as it starts, and 'wasm-unsafe-eval' for the WebP encoder it
 * runs on uploaded images; inline styles (Emotion); GitHub's API and avatars; blob: previews of
 * uploads; and the local backend of `npm run cms` (decap-server on port 8081), which it only
 * looks for when the page is opened on localhost.
 */
export function adminContentSecurityPolicy(): string {
  return formatPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
    'connect-src': ["'self'", 'https://api.github.com', cmsLocalBackendOrigin],
    'font-src': ["'self'", 'data:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The headers of the admin page: its own policy in place of the site's, and kept out of search results. */
export const cmsAdminHeaders = (): [name: string, value: string][] => [
  ['Content-Security-Policy', adminContentSecurityPolicy()],
  ['X-Robots-Tag', 'noindex, nofollow'],
  ['Cache-Control', 'no-cache'],
]
