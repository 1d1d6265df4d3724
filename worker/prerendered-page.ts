// The prerendered pages the Worker writes into (the form page, the thank-you page): read from the
// static assets as built, and answered with headers fit for what was written into them.
import type { WorkerEnv } from './env.ts'
import { apiHeaders } from './http.ts'

/** The page as built, read afresh (no conditional headers: what is written into it is new), or null if it cannot be read. */
export async function prerenderedPage(env: WorkerEnv, request: Request, path: string): Promise<Response | null> {
  try {
    const page = await env.ASSETS.fetch(new Request(new URL(path, request.url)))
    if (page.ok) return page
    await page.body?.cancel()
    console.error(`Page ${path} answered ${page.status}: answering a plain page instead`)
  } catch (error) {
    console.error(`Page ${path} could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
  return null
}

export interface PageAnswerOptions {
  /** It holds what this visitor sent or a link carried for them: kept by no cache. */
  personal: boolean
  /** Seconds, for the Retry-After header. */
  retryAfter?: number
  /** Replaces the page's Content-Security-Policy. */
  contentSecurityPolicy?: string
}

/** The rewritten page's headers: the static file's, less its validators (the body is no longer that file's). */
export function pageAnswer(page: Response, status: number, { personal, retryAfter, contentSecurityPolicy }: PageAnswerOptions): Response {
  const headers = new Headers(page.headers)
  for (const name of ['Content-Length', 'ETag', 'Last-Modified', 'Age']) headers.delete(name)
  if (personal) for (const [name, value] of Object.entries(apiHeaders)) headers.set(name, value)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  if (retryAfter) headers.set('Retry-After', String(retryAfter))
  if (contentSecurityPolicy) headers.set('Content-Security-Policy', contentSecurityPolicy)
  return new Response(page.body, { status, headers })
}
