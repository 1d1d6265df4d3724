// /guides/<slug>: the whole guide is sent once, as HTML (see StaticContent); after client
// navigation the app takes it from the prerendered file, so no guide is in the page's script.
import { GuideArticle } from '../../../components/guides/GuideArticle.tsx'
import { StaticContent } from '../../../components/ui/StaticContent.tsx'
import { usePageContext } from '../../../hooks/usePageContext.tsx'

function Guide() {
  const content = usePageContext().guidesContent
  return content?.guide ? <GuideArticle guide={content.guide} copy={content.copy} /> : null
}

export default function Page() {
  return <StaticContent id="guide">{import.meta.env.SSR && <Guide />}</StaticContent>
}
