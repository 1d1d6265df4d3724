// GET /api/photos/<enquiry id>/<position>?expires=…&sig=…: a photo from R2, only through a signed,
// unexpired link from the business's email.
import type { WorkerEnv } from './env.ts'
import { apiHeaders, jsonResponse, notFound } from './http.ts'
import { checkPhotoLink, photoKey } from './photo-links.ts'

const photoRoute = /^\/api\/photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,2})$/

export async function servePhoto(url: URL, env: WorkerEnv, now: Date): Promise<Response> {
  const match = photoRoute.exec(url.pathname)
  if (!match?.[1] || !match[2] || !env.PHOTO_LINK_SECRET) return notFound()
  const [enquiryId, position] = [match[1], Number(match[2])]
  const check = await checkPhotoLink(
    env.PHOTO_LINK_SECRET,
    enquiryId,
    position,
    url.searchParams.get('expires'),
    url.searchParams.get('sig'),
    now,
  )
  if (check === 'expired')
    return jsonResponse({ ok: false, message: 'This photo link has expired. Links work for 7 days from the email.' }, 403)
  if (check !== 'valid') return jsonResponse({ ok: false, message: 'This photo link is not valid.' }, 403)
  const object = await env.PHOTOS.get(photoKey(enquiryId, position))
  if (!object) return jsonResponse({ ok: false, message: 'This photo is no longer kept.' }, 404)
  return new Response(object.body, {
    headers: {
      ...apiHeaders,
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      // Only ever an image: nothing in it may run.
      'Content-Security-Policy': "default-src 'none'",
    },
  })
}
