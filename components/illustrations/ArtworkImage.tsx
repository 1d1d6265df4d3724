import styled from '@emotion/styled'
import { artworkFile, artworkUrl } from './artwork.tsx'

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
`

/**
 * A drawing as an image. Render it only when prerendering (inside StaticContent, or under
 * `import.meta.env.SSR`): it draws the file to learn its size, which the browser never needs to do.
 */
export function ArtworkImage({ name, decorative }: { name: string; decorative?: boolean }) {
  const file = artworkFile(name)
  if (!file) throw new Error(`No drawing is named "${name}" (components/illustrations/artwork.tsx)`)
  return (
    <Image
      src={artworkUrl(name)}
      width={file.width}
      height={file.height}
      alt={decorative ? '' : file.alt}
      loading="lazy"
      decoding="async"
    />
  )
}
