// The Content-Security-Policy of one answer, widened for what the Worker wrote into it (Turnstile's
// widget on the form page), leaving every other page's policy as `_headers` sets it.

/** The policy with `origin` allowed by each of `directives`; a directive it lacks starts from default-src. */
export function allowOrigin(policy: string, directives: readonly string[], origin: string): string {
  const parsed = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) parsed.set(name.toLowerCase(), sources)
  }
  for (const directive of directives) {
    const sources = parsed.get(directive) ?? parsed.get('default-src') ?? []
    // 'none' allows nothing, so it cannot stand beside an origin.
    parsed.set(directive, [...sources.filter((source) => source !== "'none'" && source !== origin), origin])
  }
  return [...parsed].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}
