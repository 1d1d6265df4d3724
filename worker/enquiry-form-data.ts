// The visitor's answers and photos as posted, checked by content: a photo is what its first
// bytes say, whatever its name.
import { enquiryControlNames, enquiryFieldNames, type EnquiryFieldName } from '../components/enquiry/enquiry-fields.ts'
import { enquiryLimits, photoMessages, photoProblem, sniffPhotoType, type PhotoType } from '../components/enquiry/enquiry-schema.ts'

export type Answers = Partial<Record<EnquiryFieldName, string>>

export interface PhotoUpload {
  /** 0 for the first photo: its place in the form and in the R2 key. */
  position: number
  fileName: string
  contentType: PhotoType
  file: File
}

export interface PhotosRead {
  photos: PhotoUpload[]
  /** Whether any file was chosen: without JavaScript they cannot be kept if the form is shown again. */
  sent: boolean
  /** The first problem, for the form's photos field. */
  error: string | null
}

/** Only the form's own fields, as text (a file sent in their place counts as absent). */
export function readAnswers(form: FormData): Answers {
  const answers: Answers = {}
  for (const name of enquiryFieldNames) {
    const value = form.get(name)
    if (typeof value === 'string') answers[name] = value
  }
  return answers
}

export async function readPhotos(form: FormData): Promise<PhotosRead> {
  // A file input left empty still posts a part with no name and no bytes.
  const files = form
    .getAll(enquiryControlNames.photos)
    .filter((value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''))
  if (files.length === 0) return { photos: [], sent: false, error: null }
  if (files.length > enquiryLimits.maxPhotos) return { photos: [], sent: true, error: photoMessages.tooMany }
  const photos: PhotoUpload[] = []
  for (const [position, file] of files.entries()) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const problem = photoProblem(file, head)
    const contentType = sniffPhotoType(head)
    if (problem || !contentType) return { photos: [], sent: true, error: problem ?? photoMessages.notAPhoto(file.name) }
    photos.push({ position, fileName: file.name.trim().slice(0, 200) || `Photo ${position + 1}`, contentType, file })
  }
  return { photos, sent: true, error: null }
}

/** A path as the site's own pages are written: anything else is not shown to the business. */
const sitePathPattern = /^\/[a-z0-9/-]{0,199}$/

/** The path of the page that sent `request`, when it is one of ours. */
export function refererPath(request: Request): string {
  const referer = request.headers.get('Referer')
  if (!referer) return ''
  try {
    const from = new URL(referer)
    return from.origin === new URL(request.url).origin && sitePathPattern.test(from.pathname) ? from.pathname : ''
  } catch {
    return ''
  }
}

/**
 * The page of ours the visitor chose to ask from: as the form names it (the page that linked to
 * the form), else the page that sent it, the form's own.
 */
export function startedOn(request: Request, form: FormData): string {
  const named = form.get(enquiryControlNames.startedOn)
  return typeof named === 'string' && sitePathPattern.test(named) ? named : refererPath(request)
}
