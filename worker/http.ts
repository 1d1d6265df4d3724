// Headers every /api answer carries: nothing personal is cached anywhere, and nothing is sniffed
// into another type.
export const apiHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const

export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  })
}

/** The same response with the API headers set (an R2 object, a rewritten page). */
export function withApiHeaders(response: Response): Response {
  const copy = new Response(response.body, response)
  for (const [name, value] of Object.entries(apiHeaders)) copy.headers.set(name, value)
  return copy
}

export const notFound = () => jsonResponse({ ok: false, message: 'Not found' }, 404)
