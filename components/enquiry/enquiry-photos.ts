// The photos chosen: checked as the server checks them (by their first bytes, not their names),
// then made smaller for the upload, off the page's thread where the browser allows.
import { enquiryControlNames } from '../../enquiry/fields.ts'
import { enquiryLimits, photoMessages, photoProblem } from '../../enquiry/schema.ts'
import type { ShrinkRequest, ShrinkResponse } from './shrink-photo-worker.ts'
import { shrinkPhoto, type ShrinkTarget } from './shrink-photo.ts'

/** What the server is told a file starts with: enough bytes for every photo type's signature. */
const headBytes = 16
const target: ShrinkTarget = { longSide: enquiryLimits.photoLongSide, bytes: enquiryLimits.photoTargetBytes }

export interface PreparedPhoto {
  blob: Blob
  fileName: string
}

export function chosenPhotos(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem(enquiryControlNames.photos)
  return input instanceof HTMLInputElement && input.files ? Array.from(input.files) : []
}

/** The first problem with the photos, in the words the server would use, or null. */
export async function photosProblem(files: readonly File[]): Promise<string | null> {
  if (files.length > enquiryLimits.maxPhotos) return photoMessages.tooMany
  for (const file of files) {
    let head: Uint8Array
    try {
      head = new Uint8Array(await file.slice(0, headBytes).arrayBuffer())
    } catch {
      // The file went away (moved or deleted since it was chosen).
      head = new Uint8Array()
    }
    const problem = photoProblem(file, head)
    if (problem) return problem
  }
  return null
}

/** The worker, started on first use; null where there is none to be had (then the page shrinks the photos itself). */
let worker: Worker | null | undefined
let lastRequestId = 0

function shrinkWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    worker =
      typeof OffscreenCanvas === 'function' ? new Worker(new URL('./shrink-photo-worker.ts', import.meta.url), { type: 'module' }) : null
  } catch {
    worker = null
  }
  return worker
}

function shrink(file: File): Promise<Blob | null> {
  const shrinker = shrinkWorker()
  if (!shrinker) return shrinkPhoto(file, target)
  const id = (lastRequestId += 1)
  return new Promise((resolve) => {
    const controller = new AbortController()
    const settle = (photo: Promise<Blob | null>) => {
      controller.abort()
      resolve(photo)
    }
    shrinker.addEventListener(
      'message',
      (event: MessageEvent<ShrinkResponse>) => event.data.id === id && settle(Promise.resolve(event.data.photo)),
      { signal: controller.signal },
    )
    // The worker could not start (offline when its file was wanted): the page does it.
    shrinker.addEventListener(
      'error',
      () => {
        worker = null
        settle(shrinkPhoto(file, target))
      },
      { signal: controller.signal },
    )
    shrinker.postMessage({ id, file, target } satisfies ShrinkRequest)
  })
}

const asJpegName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '') || 'photo'}.jpg`

/** Each photo ready to send: made smaller where that helps, otherwise as chosen (already checked against the size limit). */
export async function preparePhotos(files: readonly File[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = []
  // One at a time: a phone holding five decoded 12-megapixel photos at once may run out of memory.
  for (const file of files) {
    const smaller = file.size > enquiryLimits.photoTargetBytes ? await shrink(file) : null
    prepared.push(
      smaller && smaller.size < file.size ? { blob: smaller, fileName: asJpegName(file.name) } : { blob: file, fileName: file.name },
    )
  }
  return prepared
}
