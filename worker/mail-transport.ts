// Sends an email through a transactional mail API that takes {from, to, subject, text, html} as
// JSON with a Bearer key (Resend's shape). With no API configured (local development) the email
// is written to the log and counts as sent, so a newcomer sees what the business would receive.
import type { EnquiryEmail } from './enquiry-email.ts'
import type { WorkerEnv } from './env.ts'

const timeoutMilliseconds = 10_000

/** Resolves when the email was accepted; throws an Error saying why it was not. */
export async function sendEmail(env: WorkerEnv, email: EnquiryEmail): Promise<void> {
  if (!env.MAIL_API_URL) {
    console.log(
      `Email to ${env.ENQUIRY_NOTIFY_TO} (MAIL_API_URL is empty, so it is logged instead of sent)\nSubject: ${email.subject}\n\n${email.text}`,
    )
    return
  }
  let response: Response
  try {
    response = await fetch(env.MAIL_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.MAIL_API_KEY ?? ''}` },
      body: JSON.stringify({ from: env.MAIL_FROM, to: [env.ENQUIRY_NOTIFY_TO], ...email }),
      signal: AbortSignal.timeout(timeoutMilliseconds),
    })
  } catch (error) {
    throw new Error(`Mail API unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200)
    throw new Error(`Mail API answered ${response.status}${detail ? `: ${detail}` : ''}`)
  }
  await response.body?.cancel()
}
