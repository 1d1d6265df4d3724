// The enquiries the Worker stored, as the business reads them each morning: newest first, with
// whether the email about each was sent and whether its photos arrived.
//   npm run enquiries [-- --limit 50] [--json] [--remote] [--persist-to DIR] [--customer PF-XXXX]
// Reads local D1 (what `npm start` and the tests stored) unless --remote (production) is given.
// --customer marks an enquiry that became a job: its photos are then kept past 90 days.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { referencePattern, type EnquiryRecord } from '../enquiry/fields.ts'
import { labelOf, radiatorChoices, visibleText } from '../enquiry/schema.ts'
import { enquiry } from '../data/enquiry.ts'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface D1Target {
  remote: boolean
  /** Local storage folder, as given to `wrangler dev --persist-to`. */
  persistTo?: string
}

/** How often a read is tried while the local database is busy. */
const busyAttempts = 6

/** Runs one SQL statement with `wrangler d1 execute` and returns its rows. */
export async function queryD1<Row>(sql: string, target: D1Target): Promise<Row[]> {
  const args = ['d1', 'execute', 'DB', target.remote ? '--remote' : '--local', '--json', '--command', sql]
  if (target.persistTo && !target.remote) args.push('--persist-to', target.persistTo)
  // wrangler needs Node 22: the project's own (the `node` package) comes first on the PATH.
  const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, CI: 'true' }
  let stdout = ''
  for (let attempt = 1; ; attempt++) {
    try {
      ;({ stdout } = await promisify(execFile)('wrangler', args, { cwd: root, env, maxBuffer: 256 * 1024 * 1024 }))
      break
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; message: string }
      const reason = failed.stderr || failed.stdout || failed.message
      // Local D1 is one SQLite file: while `npm start` is writing to it, a read may find it locked for a moment.
      if (/SQLITE_BUSY|database is locked/.test(reason) && attempt < busyAttempts) {
        await new Promise((resolve) => setTimeout(resolve, attempt * 250))
        continue
      }
      throw new Error(`wrangler d1 execute failed: ${reason}`, { cause: error })
    }
  }
  const answers = JSON.parse(stdout) as { results: Row[]; success: boolean }[]
  return answers.flatMap((answer) => answer.results)
}

/** One enquiry as listed, with how many of its photos arrived; `--json` prints these. */
export type ListedEnquiry = Omit<EnquiryRecord, 'submission_id'> & { photos_stored: number }

/** The newest enquiries, as the business reads them: what `npm run enquiries` runs (the tests read with it too). */
export const listSql = (
  limit: number,
) => `SELECT e.id, e.reference, e.created_at, e.name, e.phone, e.phone_display, e.email, e.postcode, e.coverage,
  e.radiators, e.pipe_type, e.power_flushed, e.note, e.call_time, e.source_page, e.photos_expected,
  (SELECT COUNT(*) FROM enquiry_photos p WHERE p.enquiry_id = e.id AND p.stored_at IS NOT NULL) AS photos_stored,
  e.photos_deleted_at, e.notified_at, e.notify_attempts, e.notify_error, e.next_notify_at, e.customer
FROM enquiries e ORDER BY e.created_at DESC, e.rowid DESC LIMIT ${limit}`

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const when = (iso: string) => londonTime.format(new Date(iso))
/** A cell on one line, whatever the row holds: hidden characters (escape codes, direction overrides) written out, never sent to the terminal. */
const cut = (text: string, width: number) => {
  const shown = visibleText(text)
  return shown.length > width ? `${shown.slice(0, width - 1)}…` : shown
}

function emailState(row: ListedEnquiry): string {
  if (row.notified_at) return `sent ${when(row.notified_at)}`
  if (row.notify_attempts === 0) return 'waiting (not tried yet)'
  return cut(
    `waiting (${row.notify_attempts} attempt${row.notify_attempts === 1 ? '' : 's'}, last error: ${row.notify_error ?? 'none'})`,
    70,
  )
}

function photosState(row: ListedEnquiry): string {
  if (row.photos_expected === 0) return '–'
  return row.photos_deleted_at ? 'deleted' : `${row.photos_stored}/${row.photos_expected}`
}

/** A character as JSON's \\u escapes, each UTF-16 unit of it (a tag character takes two). */
const jsonEscape = (char: string) =>
  [...Array(char.length).keys()].map((index) => `\\u${char.charCodeAt(index).toString(16).padStart(4, '0')}`).join('')

/** The enquiries as the business reads them in a terminal: one line each, nothing hidden in any cell. */
export function enquiryTable(rows: readonly ListedEnquiry[]): string {
  const header = ['Reference', 'Received', 'Name', 'Phone', 'Postcode', 'Radiators', 'Pipes', 'Photos', 'Customer', 'Emailed to us']
  const lines = rows.map((row) => [
    cut(row.reference, 12),
    when(row.created_at),
    cut(row.name, 28),
    cut(row.phone_display, 20),
    cut(row.postcode, 10),
    row.radiators ? cut(labelOf(radiatorChoices, row.radiators), 20) : enquiry.radiatorsNotSure,
    cut(labelOf(enquiry.pipeTypes, row.pipe_type), 28),
    photosState(row),
    row.customer ? 'yes' : '',
    emailState(row),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)))
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  const waiting = rows.filter((row) => !row.notified_at).length
  return [
    format(header),
    format(widths.map((width) => '─'.repeat(width))),
    ...lines.map(format),
    `\n${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'} (newest first, times in UK time)${waiting ? `; ${waiting} email(s) not yet sent` : ''}.`,
  ].join('\n')
}

/**
 * `--json`: JSON escapes the first 32 control codes, but not DEL, the C1 controls or format
 * characters such as a direction override, so those are escaped too (its own line breaks stay).
 */
export const enquiriesJson = (rows: readonly ListedEnquiry[]): string =>
  JSON.stringify(rows, null, 2).replace(/(?!\n)\p{Cc}|[\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => jsonEscape(char))

async function markCustomer(reference: string, target: D1Target): Promise<void> {
  if (!referencePattern.test(reference)) throw new Error(`"${reference}" is not a reference: they look like PF-7KQ2`)
  // The reference was checked against its pattern above, so it is safe inside the SQL text.
  const rows = await queryD1<{ reference: string; photos_deleted_at: string | null }>(
    `UPDATE enquiries SET customer = 1 WHERE reference = '${reference}' RETURNING reference, photos_deleted_at`,
    target,
  )
  const row = rows[0]
  if (!row) throw new Error(`No enquiry has the reference ${reference}`)
  console.log(
    row.photos_deleted_at
      ? `${reference} is marked as a customer; its photos were already deleted on ${when(row.photos_deleted_at)}.`
      : `${reference} is marked as a customer: its details and photos are kept past the usual deletion dates.`,
  )
}

async function main(): Promise<void> {
  const { values: options } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      limit: { type: 'string', default: '50' },
      customer: { type: 'string' },
    },
  })
  const target: D1Target = { remote: options.remote, persistTo: options['persist-to'] }
  if (options.customer) return markCustomer(options.customer.toUpperCase(), target)
  const limit = Number(options.limit)
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a whole number above 0, not "${options.limit}"`)
  const rows = await queryD1<ListedEnquiry>(listSql(limit), target)
  console.log(options.json ? enquiriesJson(rows) : enquiryTable(rows))
}

// Run as a script; imported (by the load benchmark) for queryD1 only.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
