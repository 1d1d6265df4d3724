// /guides: the guides reach the page in its pageContext (+onBeforeRender.ts).
import { GuideIndex } from '../../../components/guides/GuideIndex.tsx'
import { usePageContext } from '../../../hooks/page-context.tsx'

export default function Page() {
  const content = usePageContext().guidesContent
  return content?.guides ? <GuideIndex guides={content.guides} copy={content.copy} /> : null
}
