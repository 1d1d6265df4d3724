// Where the stand-in mail service (mail-sink.ts) listens and what it keeps: the Worker under test
// sends there (playwright.config.ts), and tests read it back. It stands in for Turnstile's
// siteverify too. No imports, so the sink can run alone.

export const mailSinkPort = Number(process.env.MAIL_SINK_PORT ?? 4176)
export const mailSinkUrl = `http://127.0.0.1:${mailSinkPort}`

/**
 * Turnstile's keys for the Worker that has it on (the second test server), and what the stand-in
 * siteverify says yes to: a token starting with `passingTokenPrefix`, sent with this secret.
 */
export const turnstileTest = { siteKey: 'test-site-key', secret: 'test-turnstile-secret', passingTokenPrefix: 'pass-' } as const
