// The drawings a page's body shows as <img> (artwork.tsx writes them as files), with the size each
// takes before it loads. Listed here rather than drawn, because drawing needs React's server
// renderer, which the browser is spared; tests/unit/map-geometry.test.tsx checks each against
// the drawing.
import styled from '@emotion/styled'
import { phoneQuery } from '../theme/theme.ts'
import { pelletFlushSequenceLabel, pelletFlushStepsSize } from './PelletFlushSequence.tsx'
import { pipeBoresLabel, pipeBoresSize } from './PipeBores.tsx'
import { radiatorLabels } from './RadiatorThermal.tsx'
import { teamAvatarLabel } from './TeamAvatar.tsx'
import { twoOptionChoiceLabel } from './TwoOptionChoice.tsx'

export const imageDrawings: Readonly<Record<string, { width: number; height: number; alt: string }>> = {
  'pellet-flush': { width: 560, height: 124, alt: pelletFlushSequenceLabel },
  'pellet-flush-steps': { ...pelletFlushStepsSize, alt: pelletFlushSequenceLabel },
  'radiator-thermal': { width: 480, height: 230, alt: radiatorLabels.pair },
  'radiator-before': { width: 228, height: 230, alt: radiatorLabels.patches },
  'radiator-before-cold-bottom': { width: 228, height: 230, alt: radiatorLabels.coldBottom },
  'radiator-before-top-only': { width: 228, height: 230, alt: radiatorLabels.topOnly },
  'radiator-after': { width: 228, height: 230, alt: radiatorLabels.after },
  'radiator-patterns-grid': { width: 480, height: 484, alt: radiatorLabels.patterns },
  'two-options': { width: 400, height: 310, alt: twoOptionChoiceLabel },
  'pipe-bores': { ...pipeBoresSize, alt: pipeBoresLabel },
  'team-avatar': { width: 240, height: 240, alt: teamAvatarLabel },
}

/** A drawing too wide to read on a phone, and the one drawn for phones in its place. */
const phoneVersions: Readonly<Record<string, string>> = {
  'pellet-flush': 'pellet-flush-steps',
  'radiator-patterns': 'radiator-patterns-grid',
}

/** Where the browser finds a drawing. */
export const artworkUrl = (name: string): string => `/art/${name}.svg`

function imageDrawing(name: string, where: string) {
  const drawing = imageDrawings[name]
  if (!drawing) throw new Error(`${where}: no drawing is named "${name}" (${Object.keys(imageDrawings).join(', ')})`)
  return drawing
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
`

/** The drawing phones show instead of `name`, if it has one: where it is and its size. */
export function phoneVersion(name: string): { src: string; width: number; height: number } | undefined {
  const phoneName = phoneVersions[name]
  if (!phoneName) return undefined
  const { width, height } = imageDrawing(phoneName, 'phoneVersion')
  return { src: artworkUrl(phoneName), width, height }
}

/** The <source> that swaps in a drawing's phone version on phones. */
export function PhoneSource({ phone }: { phone: { src: string; width: number; height: number } }) {
  return <source media={phoneQuery} srcSet={phone.src} width={phone.width} height={phone.height} />
}

/** A drawing as an image, or its phone version on phones; `decorative` when a caption beside it says what it shows. */
export function ArtworkImage({ name, decorative }: { name: string; decorative?: boolean }) {
  const { width, height, alt } = imageDrawing(name, 'ArtworkImage')
  const image = <Image src={artworkUrl(name)} width={width} height={height} alt={decorative ? '' : alt} loading="lazy" decoding="async" />
  const phone = phoneVersion(name)
  if (!phone) return image
  return (
    <picture>
      <PhoneSource phone={phone} />
      {image}
    </picture>
  )
}

const drawingPrefix = 'art:'

/**
 * A picture named in content: a photo under /images/, drawn at `photoSize` square, or `art:` and one
 * of the drawings above, at its own size. `where` names the content field for the build's error.
 */
export function contentPicture(
  src: string,
  photoSize: number,
  where: string,
): { src: string; width: number; height: number; drawing: boolean } {
  if (!src.startsWith(drawingPrefix)) return { src, width: photoSize, height: photoSize, drawing: false }
  const name = src.slice(drawingPrefix.length)
  const { width, height } = imageDrawing(name, where)
  return { src: artworkUrl(name), width, height, drawing: true }
}
