// /guides/<slug>: the guide reaches the page in its pageContext (+onBeforeRender.ts).
import { GuideArticle } from '../../../components/guides/GuideArticle.tsx'
import { usePageContext } from '../../../hooks/page-context.tsx'

export default function Page() {
  const content = usePageContext().guidesContent
  return content?.guide ? <GuideArticle guide={content.guide} copy={content.copy} /> : null
}
