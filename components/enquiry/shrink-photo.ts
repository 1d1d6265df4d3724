// A phone's photo is 4–8 MB; an engineer needs about 1600 pixels to read a pipe size. Shrinking
// in the browser sends two photos in under ten seconds on a slow 4G upload. Runs in a worker
// (shrink-photo-worker.ts), where the encoder starts at once: on the page it may wait up to a
// second for an idle moment, for every quality tried, and a tap on the button is not idle.
// Imports nothing, so the worker carries only this file.

/** What to aim for: the long side in pixels, and the size in bytes (enquiryLimits). */
export interface ShrinkTarget {
  longSide: number
  bytes: number
}

/** JPEG qualities tried in turn until the photo is small enough; the last is still clear enough to read a label. */
const jpegQualities = [0.85, 0.75, 0.65, 0.55, 0.45] as const

/** A photo of fine detail (gravel, a patterned carpet) may need fewer pixels as well: each attempt takes this share of the last one's size. */
const smallerSizeStep = 0.8
/** Below this many pixels on the long side a pipe's size can no longer be read: the last size tried. */
const smallestLongSide = 640

/** JPEG has no transparency: a screenshot's clear parts would turn black. */
const background = 'white'

type Canvas = OffscreenCanvas | HTMLCanvasElement

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function drawn(bitmap: ImageBitmap, scale: number): Canvas | null {
  const canvas = canvasOf(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)))
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = background
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  return canvas
}

function toJpeg(canvas: Canvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality }).catch(() => null)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

/**
 * The photo as a JPEG whose long side is at most `target.longSide`, at the best quality within
 * `target.bytes`, smaller still if it has to be (or the smallest tried). Null when the browser
 * cannot decode it, such as an iPhone's HEIC in Chrome: the caller then sends the original.
 */
export async function shrinkPhoto(file: Blob, target: ShrinkTarget): Promise<Blob | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height)
    let scale = Math.min(1, target.longSide / longSide)
    let smallest: Blob | null = null
    for (;;) {
      const canvas = drawn(bitmap, scale)
      if (!canvas) return null
      for (const quality of jpegQualities) {
        const blob = await toJpeg(canvas, quality)
        if (!blob) return smallest
        if (!smallest || blob.size < smallest.size) smallest = blob
        if (blob.size <= target.bytes) return blob
      }
      if (longSide * scale * smallerSizeStep < smallestLongSide) return smallest
      scale *= smallerSizeStep
    }
  } finally {
    bitmap.close()
  }
}
