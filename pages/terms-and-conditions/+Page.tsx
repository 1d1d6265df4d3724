// The document is sent once, as HTML (see StaticContent): its text is neither in the page's
// script nor in its embedded data. It reaches the page at prerender (+onBeforeRender.ts).
import { PageLegalDocument } from '../../components/sections/LegalDocument.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'

export default function Page() {
  return <StaticContent id="legal-document">{import.meta.env.SSR && <PageLegalDocument />}</StaticContent>
}
