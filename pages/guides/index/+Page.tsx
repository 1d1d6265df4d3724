// /guides: the words are sent once, as HTML (see StaticContent), never inside the page's script.
import { GuideIndex } from '../../../components/guides/GuideIndex.tsx'
import { StaticContent } from '../../../components/ui/StaticContent.tsx'
import { usePageContext } from '../../../hooks/usePageContext.tsx'

function Guides() {
  const content = usePageContext().guidesContent
  return content ? <GuideIndex guides={content.guides} copy={content.copy} /> : null
}

export default function Page() {
  return <StaticContent id="guides">{import.meta.env.SSR && <Guides />}</StaticContent>
}
