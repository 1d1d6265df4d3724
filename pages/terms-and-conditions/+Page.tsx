// The document reaches the page in its pageContext (+onBeforeRender.ts).
import { PageLegalDocument } from '../../components/sections/LegalDocument.tsx'

export default function Page() {
  return <PageLegalDocument />
}
