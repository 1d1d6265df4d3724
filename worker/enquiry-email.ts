// The email that tells the business of an enquiry: every answer under a short label of its own (the
// form's labels speak to the homeowner: "Your name", "Email (optional)"), with the choices as the form
// words them, the coverage, the page it came from and links to the photos. Pure: no network, no storage.
import { radiatorChoices } from '../components/enquiry/enquiry-schema.ts'
import { enquiry as copy } from '../data/enquiry.ts'
import type { EnquiryRecord, PhotoRecord } from './enquiry-record.ts'
import { escapeHtml } from './html-escape.ts'

export interface EnquiryEmail {
  subject: string
  text: string
  html: string
}

/** A photo as the email lists it: url is null when links are off or the photo is not in storage. */
export interface EmailPhoto {
  photo: PhotoRecord
  url: string | null
}

export interface EmailContext {
  siteOrigin: string
  /** False when PHOTO_LINK_SECRET is missing: the email says so instead of linking. */
  linksOn: boolean
  /** When the links stop working. */
  linksExpire: Date
}

/** What the business reads beside each answer: its own words, not the homeowner's questions. */
export const answerLabels = {
  reference: 'Reference',
  received: 'Received',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  postcode: 'Postcode',
  coverage: 'Coverage',
  radiators: 'Radiators',
  pipeType: 'Pipes',
  powerFlushed: 'Power flushed before',
  callTime: 'Best time to call',
  note: 'Note',
  sourcePage: 'Sent from',
} as const

const coverageLabels: Record<string, string> = {
  local: 'In one of our local areas',
  covered: 'Covered: within our travelling area',
  callUs: 'Call to arrange: across the water from us',
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))

/** A subject on one line, whatever the name holds. */
const oneLine = (text: string) =>
  [...text]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .trim()

interface Answer {
  label: string
  text: string
  /** Escaped HTML for the value, when it is more than its text (a link). */
  html?: string
}

function answers(record: EnquiryRecord, siteOrigin: string): Answer[] {
  const sourceUrl = record.source_page ? new URL(record.source_page, siteOrigin).href : ''
  return [
    { label: answerLabels.reference, text: record.reference },
    { label: answerLabels.received, text: londonTime(record.created_at) },
    { label: answerLabels.name, text: record.name },
    {
      label: answerLabels.phone,
      text: record.phone_display,
      html: `<a href="tel:${escapeHtml(record.phone)}">${escapeHtml(record.phone_display)}</a>`,
    },
    {
      label: answerLabels.email,
      text: record.email || 'Not given',
      html: record.email ? `<a href="mailto:${escapeHtml(record.email)}">${escapeHtml(record.email)}</a>` : 'Not given',
    },
    { label: answerLabels.postcode, text: record.postcode },
    { label: answerLabels.coverage, text: coverageLabels[record.coverage] ?? record.coverage },
    { label: answerLabels.radiators, text: record.radiators ? labelOf(radiatorChoices, record.radiators) : copy.radiatorsNotSure },
    { label: answerLabels.pipeType, text: labelOf(copy.pipeTypes, record.pipe_type) },
    { label: answerLabels.powerFlushed, text: labelOf(copy.powerFlushedOptions, record.power_flushed) },
    { label: answerLabels.callTime, text: labelOf(copy.callTimes, record.call_time) },
    { label: answerLabels.note, text: record.note || 'None' },
    {
      label: answerLabels.sourcePage,
      text: sourceUrl || 'Not known',
      html: sourceUrl ? `<a href="${escapeHtml(sourceUrl)}">${escapeHtml(sourceUrl)}</a>` : 'Not known',
    },
  ]
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

function photoLines(photos: readonly EmailPhoto[], context: EmailContext): { text: string[]; html: string[] } {
  if (photos.length === 0) return { text: ['No photos sent.'], html: ['<p>No photos sent.</p>'] }
  const expiry = londonTime(context.linksExpire.toISOString())
  const note = context.linksOn
    ? `Photo links work until ${expiry}.`
    : 'Photo links are switched off: PHOTO_LINK_SECRET is not set on the Worker. The photos are kept in R2 under enquiries/<id>/.'
  const text: string[] = []
  const html: string[] = []
  for (const { photo, url } of photos) {
    const label = `Photo ${photo.position + 1}: ${photo.file_name} (${kilobytes(photo.bytes)})`
    const state = photo.stored_at ? '' : ` — did not arrive${photo.error ? ` (${photo.error})` : ''}`
    text.push(`${label}${state}${url ? `\n  ${url}` : ''}`)
    html.push(`<li>${url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>` : escapeHtml(label)}${escapeHtml(state)}</li>`)
  }
  return { text: [...text, note], html: [`<ul>${html.join('')}</ul>`, `<p>${escapeHtml(note)}</p>`] }
}

export function buildEnquiryEmail(record: EnquiryRecord, photos: readonly EmailPhoto[], context: EmailContext): EnquiryEmail {
  const subject = oneLine(`New enquiry ${record.reference}: ${record.name}, ${record.postcode}`)
  const rows = answers(record, context.siteOrigin)
  const photoList = photoLines(photos, context)
  const intro = `${record.name} asked us to call them back.`
  const text = [
    intro,
    '',
    ...rows.map((row) => `${row.label}\n  ${row.text.replace(/\n/g, '\n  ')}`),
    '',
    'Photos',
    ...photoList.text,
  ].join('\n')
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body style="font-family:sans-serif">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      (row) =>
        `<tr><th style="${cell}">${escapeHtml(row.label)}</th><td style="${cell};white-space:pre-wrap">${row.html ?? escapeHtml(row.text)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:1.1em">Photos</h2>',
    ...photoList.html,
    '</body></html>',
  ].join('\n')
  return { subject, text, html }
}
