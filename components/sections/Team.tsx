// The team section: sent once, as HTML (see StaticContent). Everything it draws lives in
// TeamCards.tsx, reached only while prerendering, so none of it (styles, words, data) is in the
// page's script.
import { StaticContent } from '../ui/StaticContent.tsx'
import { TeamSection } from './TeamCards.tsx'

/** The team of a page, sent once, as HTML; `compact` for the short row on the home page. */
export function Team({ compact }: { compact?: boolean }) {
  return <StaticContent id="team-section">{import.meta.env.SSR && <TeamSection compact={compact} />}</StaticContent>
}
