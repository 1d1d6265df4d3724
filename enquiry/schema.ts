// The enquiry as the form sends it and the Worker accepts it: one schema for both, so the
// visitor sees the same message beside a field that the server would give. Pure logic (no
// React, no DOM, no Workers API): the form loads it on use, the Worker bundles it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { config, z } from 'zod'
import type { output } from 'zod'
import { enquiry } from '../data/enquiry.ts'
import { localAreaSummaries } from '../data/local-area-summaries.ts'
import { pipeTypeValues } from '../data/fixed-values.ts'
import { checkCoverage, describeCoverage } from '../data/coverage-check.ts'
import { enquiryFieldNames, enquiryMessageFields, takesEnquiries, type EnquiryFieldName } from './fields.ts'
import { radiatorChoices } from './radiator-choices.ts'

// Before any schema is built: zod is never to compile parsers with `new Function`. Otherwise it
// finds out whether it may by trying, which the page's CSP (no eval) reports as a violation; the
// form's few checks do not need the speed. A statement of this module, which is used, so kept.
config({ jitless: true })

/** What the server accepts at most; the form keeps within it before sending. */
export const enquiryLimits = {
  nameMax: 80,
  emailMax: 254,
  noteMax: 2000,
  maxPhotos: 5,
  /** Per photo as received. With JavaScript photos are shrunk to about 400 KB; without it a phone sends its original. */
  maxPhotoBytes: 10 * 1024 * 1024,
  /** The whole request: every photo at its largest, and room for the fields. */
  maxRequestBytes: 5 * 10 * 1024 * 1024 + 64 * 1024,
  /** A person takes longer than this to fill the form; a script posting at once does not. */
  minFillMilliseconds: 3000,
  /** What the form shrinks a photo to: long side in pixels, and the size it aims under. */
  photoLongSide: 1600,
  photoTargetBytes: 400 * 1024,
} as const

// Defined apart (the prerendered form lists them without loading this schema) and exported here as before.
export { radiatorChoices }

/** A stored answer as the visitor chose it: its choice's label, or the answer itself when no choice has it. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string): string =>
  options.find((option) => option.value === value)?.label ?? value

/**
 * Characters a person cannot see or that change how the text around them reads: control codes,
 * line breaks, direction overrides and other format characters. In a one-line answer they can
 * forge lines in the business's email, colour or move its terminal, or flip a subject line.
 */
const hiddenInOneLine = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u
/** The note keeps its line breaks and tabs, and the joiner emoji are made with; nothing else hidden. */
const hiddenInNote = /(?![\n\r\t])\p{Cc}|(?!\u200d)\p{Cf}|[\p{Cs}\p{Zl}\p{Zp}]/u

/**
 * Visitor text as it may be printed anywhere (the email, `npm run enquiries`, the logs): every
 * hidden character written out as [U+202E], line breaks too unless the text may have them, so a
 * row stored before these checks, or by any other means, still shows exactly what it holds.
 */
export function visibleText(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const hidden = multiline ? hiddenInNote : hiddenInOneLine
  return text.replace(
    new RegExp(hidden.source, 'gu'),
    (char) => `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`,
  )
}

/** A one-line answer, refused with `message` when it holds anything hidden, then trimmed (zod runs the two in order). */
const oneLine = (message: string) =>
  z
    .string()
    .refine((value) => !hiddenInOneLine.test(value), { message, abort: true })
    .trim()

const nameSchema = oneLine('Write your name on one line, using only letters, spaces and punctuation')
  .min(1, 'Enter your name')
  .max(enquiryLimits.nameMax, `Your name must be ${enquiryLimits.nameMax} characters or fewer`)
  .refine((name) => /\p{L}/u.test(name), 'Enter your name using letters')
  .refine((name) => !/https?:|www\.|[<>@]/i.test(name), 'Enter just your name, without links or symbols')

export const phoneMessages = {
  missing: 'Enter a phone number we can call you on',
  notUk: 'Enter a UK phone number, such as 020 7946 0123 or a mobile starting 07',
  /** Written like a UK number, but in no range in use (a typo, or one of Ofcom's numbers for TV and drama). */
  notInUse: 'We cannot call that number. Check it, or give another UK number',
  mobileLength: 'A UK mobile number has 11 digits, starting 07: check for a missing or extra digit',
  /** A real number, but not one a homeowner answers: premium rate, 08, personal (070), pagers (076), VoIP (05). */
  notCallable: 'We call back on landlines starting 01, 02 or 03 and on mobiles: give one of those, not an 05, 070, 076, 08 or 09 number',
  hidden: 'Write your phone number on one line, using only digits, spaces and +',
} as const

/**
 * The numbers a homeowner is called on, by their national number: landlines (01, 02), 03 (charged
 * as a landline) and mobiles (071–075, 077–079, and 07624 on the Isle of Man). Everything else that
 * libphonenumber calls valid costs the business money or reaches no one: 070 personal numbers,
 * 076 pagers, 05 VoIP, 08 freephone and shared cost, 09 premium rate.
 */
const callableNationalNumber = /^(?:[123]|7[1-57-9]|7624)/

/** The message for a number libphonenumber refuses, by what the visitor seems to have meant. */
function phoneRefusal(value: string): string {
  // Without spaces, brackets or dashes; +44 and +44(0) read as the leading 0.
  const national = value.replace(/[\s().-]/g, '').replace(/^\+?440?/, '0')
  if (/^0\d{10}$/.test(national)) return phoneMessages.notInUse
  if (/^07\d*$/.test(national)) return phoneMessages.mobileLength
  return phoneMessages.notUk
}

const phoneSchema = oneLine(phoneMessages.hidden)
  .min(1, phoneMessages.missing)
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'GB')
    // +44 numbers include Jersey, Guernsey and the Isle of Man, which we call at UK rates.
    if (!phone || !phone.isValid() || phone.countryCallingCode !== '44') {
      ctx.addIssue({ code: 'custom', message: phoneRefusal(value) })
      return z.NEVER
    }
    if (!callableNationalNumber.test(phone.nationalNumber)) {
      ctx.addIssue({ code: 'custom', message: phoneMessages.notCallable })
      return z.NEVER
    }
    return { e164: phone.number as string, display: phone.formatNational() }
  })

/** Built once: a schema made inside the check would be made again for every enquiry. */
const emailFormat = z.email()

const emailSchema = oneLine('Write your email address on one line, without spaces or hidden characters')
  .max(enquiryLimits.emailMax, 'Enter a shorter email address')
  .transform((value) => value.toLowerCase())
  .refine(
    (value) => value === '' || emailFormat.safeParse(value).success,
    'Enter an email address like name@example.co.uk, or leave it empty',
  )

/** Postcodes are answered as the coverage check answers them: we never take an enquiry we would have to turn down. */
const postcodeSchema = oneLine('Write your postcode on one line, such as N13 4AB').transform((value, ctx) => {
  const answer = checkCoverage(value, localAreaSummaries)
  if (answer.kind === 'invalid') {
    ctx.addIssue({ code: 'custom', message: answer.message })
    return z.NEVER
  }
  if (!takesEnquiries(answer)) {
    const { headline, detail } = describeCoverage(answer)
    ctx.addIssue({ code: 'custom', message: `${headline}. ${detail}` })
    return z.NEVER
  }
  return { postcode: answer.postcode, coverage: answer.kind }
})

const radiatorsSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || radiatorChoices.some((choice) => choice.value === value),
    'Choose how many radiators you have, or Not sure',
  )

/** One of the form's options, exactly as the form sends it: anything else, hidden characters included, is not a choice. */
const choice = (options: readonly { value: string }[], message: string) =>
  z.string().refine((value) => options.some((option) => option.value === value), message)

/** The visitor's answers, as strings from the form (FormData or the draft). */
export const enquirySchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  postcode: postcodeSchema,
  radiators: radiatorsSchema,
  pipeType: choice(
    enquiry.pipeTypes.filter((option) => (pipeTypeValues as readonly string[]).includes(option.value)),
    'Choose your pipe type, or I don’t know',
  ),
  powerFlushed: choice(enquiry.powerFlushedOptions, 'Say whether you have had a power flush, or Not sure'),
  note: z
    .string()
    .refine((value) => !hiddenInNote.test(value), {
      message: 'Your note has a hidden or special character in it: type it again, or leave it out',
      abort: true,
    })
    // One kind of line break (forms send CRLF; a lone CR would end a line only in some readers).
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .max(enquiryLimits.noteMax, `Keep your note to ${enquiryLimits.noteMax} characters or fewer`),
  callTime: choice(enquiry.callTimes, 'Choose when we should call'),
})
export type Enquiry = output<typeof enquirySchema>

/** What the thank-you page says back, so a mistyped number is seen: the number as we will dial it, and the time chosen. */
export interface CallBack {
  phone: string
  time: string
}
export const callBackOf = (checked: Enquiry): CallBack => ({
  phone: checked.phone.display,
  time: labelOf(enquiry.callTimes, checked.callTime),
})

/** Field name → the first message for it, in the form's order. */
export type EnquiryErrors = Partial<Record<EnquiryFieldName | 'photos', string>>

/**
 * Checks the answers; on failure, one message per field, the GOV.UK way (the first problem only).
 * A field left out, or sent as anything but text, is read as empty, so it gets the same message in
 * our words as one left blank, never the parser's own.
 */
export function validateEnquiry(input: Record<string, unknown>): { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors } {
  const answers = Object.fromEntries(enquiryFieldNames.map((name) => [name, typeof input[name] === 'string' ? input[name] : '']))
  const parsed = enquirySchema.safeParse(answers)
  if (parsed.success) return { ok: true, enquiry: parsed.data }
  const errors: EnquiryErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (enquiryFieldNames as readonly string[]).includes(field)) {
      errors[field as EnquiryFieldName] ??= issue.message
    }
  }
  return { ok: false, errors: sortErrors(errors) }
}

/** Errors in the order the fields appear, so the summary reads top to bottom. */
export function sortErrors(errors: EnquiryErrors): EnquiryErrors {
  return Object.fromEntries(enquiryMessageFields.filter((name) => errors[name]).map((name) => [name, errors[name]]))
}

/** The image types we accept, told by their first bytes, never by their name. */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'

/** What a file's first 16 bytes say it is, or null when it is not a photo we accept. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte)
  const ascii = (text: string, offset: number) =>
    startsWith(
      [...text].map((char) => char.charCodeAt(0)),
      offset,
    )
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii('RIFF', 0) && ascii('WEBP', 8)) return 'image/webp'
  // iPhones save HEIC: an ISO box "ftyp" with a HEIF brand.
  if (ascii('ftyp', 4) && ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(brand, 8))) return 'image/heic'
  return null
}

export const photoMessages = {
  tooMany: `Choose up to ${enquiryLimits.maxPhotos} photos`,
  tooBig: (fileName: string) => `${fileName} is larger than ${enquiryLimits.maxPhotoBytes / 1024 / 1024} MB: choose a smaller photo`,
  notAPhoto: (fileName: string) => `${fileName} is not a photo we can open: choose a JPEG, PNG, WebP or HEIC photo`,
  empty: (fileName: string) => `${fileName} is empty: choose the photo again`,
} as const

/** A photo's problem, from its name, size and first bytes, or null when it can be sent. */
export function photoProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  const name = file.name.trim() || 'A photo'
  if (file.size === 0) return photoMessages.empty(name)
  if (file.size > enquiryLimits.maxPhotoBytes) return photoMessages.tooBig(name)
  if (!sniffPhotoType(head)) return photoMessages.notAPhoto(name)
  return null
}

/** Why an enquiry was not taken when it is no field's fault: a sentence that says what to do next, read beside the phone number. */
export interface Refusal {
  status: 400 | 403 | 411 | 413 | 415 | 429 | 500 | 503
  message: string
  /** Seconds, for the Retry-After header. */
  retryAfter?: number
}

/** Every refusal the Worker answers with (worker/take-enquiry.ts), in our words. */
export const refusals = {
  tooLarge: { status: 413, message: 'Your enquiry is too large to send. Choose fewer or smaller photos and send it again, or call us.' },
  noLength: {
    status: 411,
    message: 'Your browser did not say how large your enquiry is, so it could not be taken. Send it again, or call us.',
  },
  notAForm: {
    status: 415,
    message: 'Your enquiry did not arrive as a form, so it could not be taken. Send it again from the form, or call us.',
  },
  crossSite: {
    status: 403,
    message: 'Your enquiry came from a page that is not ours, so it was not taken. Send it from the form on our website, or call us.',
  },
  unreadable: { status: 400, message: 'Your enquiry arrived incomplete. Send it again, or call us.' },
  tooMany: {
    status: 429,
    message: 'You have sent several enquiries in the last minute. Wait a minute and send it again, or call us.',
    retryAfter: 60,
  },
  /** No start time we signed: the form was not ours, or the page was saved and opened elsewhere. */
  notOurForm: {
    status: 400,
    message: 'We could not tell that this enquiry came from our form. Reload the page and send it again, or call us.',
  },
  formTooOld: {
    status: 400,
    message: 'This form was opened over a day ago, so it could not be taken. Reload the page and send it again, or call us.',
  },
  automated: {
    status: 400,
    message:
      'Your enquiry could not be taken because it looked as if a program had sent it. Wait a few seconds and send it again, or call us.',
  },
  notConfirmed: {
    status: 400,
    message: 'We could not confirm that a person sent this enquiry. Complete the check and send it again, or call us.',
  },
  /** Turnstile is on and no token came: the form was sent without JavaScript, which the check needs. */
  notChecked: {
    status: 400,
    message:
      'Your enquiry could not be sent: the check that a person is sending it needs JavaScript, which is off in your browser. Turn it on and send the form again, or call us.',
  },
  notSaved: { status: 503, message: 'We could not save your enquiry just now. Please call us, or send it again in a few minutes.' },
  failed: { status: 500, message: 'Something went wrong on our side and your enquiry may not have arrived. Please call us.' },
} as const satisfies Record<string, Refusal>
