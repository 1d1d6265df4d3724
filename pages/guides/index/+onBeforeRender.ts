// Replaces renderer/+onBeforeRender.ts for this page: the same head, plus a card for each guide, read
// at build time (passToClient brings them to client navigation). A card shows the guide's drawing
// (its `art`, else the pellet flush), sized from the drawing itself so its box is fixed before it loads:
// of a drawing and its phone version, the one nearer the card's 16:9 box, so it fills it instead of
// shrinking to a strip (the four radiators side by side read at 7 px in a card).
import type { PageContextServer } from 'vike/types'
import type { GuideCard } from '../../../components/guides/guide-page-context.d.ts'
import { artworkUrl, phoneVersion } from '../../../components/illustrations/ArtworkImage.tsx'
import { artworkFile } from '../../../components/illustrations/artwork.tsx'
import { guides, guidesCopy } from '../../../data/guides.ts'
import { onBeforeRender as withHead } from '../../../renderer/+onBeforeRender.ts'

const defaultArt = 'pellet-flush'

function picture(art: string | undefined): GuideCard['picture'] {
  const name = art ?? defaultArt
  const drawing = artworkFile(name)
  // The build has refused an unknown name already (vite-plugins/artwork.ts); this names it again.
  if (!drawing) throw new Error(`content/guides: art: no drawing is named "${name}"`)
  const whole = { src: artworkUrl(name), width: drawing.width, height: drawing.height }
  const phone = phoneVersion(name)
  const awayFromCard = ({ width, height }: { width: number; height: number }) => Math.abs(Math.log(width / height / (16 / 9)))
  return phone && awayFromCard(phone) < awayFromCard(whole) ? phone : whole
}

const cards: GuideCard[] = guides.map(({ path, title, summary, datePublished, art }) => ({
  path,
  title,
  summary,
  datePublished,
  picture: picture(art),
}))

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { ...withHead(pageContext).pageContext, guidesContent: { copy: guidesCopy, guides: cards } },
})
