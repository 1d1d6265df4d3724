// Where the stand-in mail service (mail-sink.ts) listens and what it keeps: the Worker under test
// sends there (playwright.config.ts), and tests read it back. No imports, so the sink can run alone.

export const mailSinkPort = Number(process.env.MAIL_SINK_PORT ?? 4176)
export const mailSinkUrl = `http://127.0.0.1:${mailSinkPort}`

/** An email as the Worker sent it to the mail service. */
export interface SentEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  authorization: string | null
}
