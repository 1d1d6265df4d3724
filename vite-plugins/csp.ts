// Content-Security-Policy values, written the one way both the site's policy (security-headers.ts)
// and the CMS page's (cms-page.ts) are.

/** Each directive's name and its sources, in the order given. */
export type PolicyDirectives = Record<string, readonly string[]>

/** The header's value: `name source source; name source…`. */
export function formatPolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
