// The worker that shrinks photos off the page's thread (see shrink-photo.ts). It answers each
// message, a photo and what to aim for, with the smaller photo or null; it cannot fail silently:
// an error answers null, and the page sends the original.
import { shrinkPhoto, type ShrinkTarget } from './shrink-photo.ts'

export interface ShrinkRequest {
  id: number
  file: Blob
  target: ShrinkTarget
}
export interface ShrinkResponse {
  id: number
  photo: Blob | null
}

addEventListener('message', (event: MessageEvent<ShrinkRequest>) => {
  const { id, file, target } = event.data
  const answer = (photo: Blob | null) => postMessage({ id, photo } satisfies ShrinkResponse)
  shrinkPhoto(file, target).then(answer, () => answer(null))
})
