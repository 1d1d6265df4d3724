// https://vike.dev/data: a card for each guide, read at build time, without the guides' bodies (a
// guide itself is a document, pages/document/). A card shows the guide's drawing
// (its `art`, else the pellet flush), sized from the drawing itself so its box is fixed before it loads:
// of a drawing and its phone version, the one nearer the card's box in shape, so it fills it instead
// of shrinking to a strip (the four radiators side by side read at 7 px in a card).
import { guideCardAspect, type GuideCard, type GuidesData } from '../../../components/guides/GuideIndex.tsx'
import { artworkUrl, phoneVersion } from '../../../components/illustrations/ArtworkImage.tsx'
import { artworkFile } from '../../../components/illustrations/artwork.tsx'
import { guides, guidesCopy } from '../../../data/guides.ts'

const defaultArt = 'pellet-flush'

function picture(art: string | undefined): GuideCard['picture'] {
  const name = art ?? defaultArt
  const drawing = artworkFile(name)
  // The build has refused an unknown name already (vite-plugins/artwork.ts); this names it again.
  if (!drawing) throw new Error(`content/guides: art: no drawing is named "${name}"`)
  const whole = { src: artworkUrl(name), width: drawing.width, height: drawing.height }
  const phone = phoneVersion(name)
  const awayFromCard = ({ width, height }: { width: number; height: number }) => Math.abs(Math.log(width / height / guideCardAspect))
  return phone && awayFromCard(phone) < awayFromCard(whole) ? phone : whole
}

const cards: GuideCard[] = guides.map(({ path, title, summary, datePublished, art }) => ({
  path,
  title,
  summary,
  datePublished,
  picture: picture(art),
}))

export const data = (): GuidesData => ({ copy: guidesCopy, guides: cards })
