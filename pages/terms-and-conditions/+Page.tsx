// The document is sent once, as HTML (see StaticContent): its text is neither in the page's
// script nor in its embedded data.
import { LegalDocument } from '../../components/sections/LegalDocument.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'
import { termsAndConditions } from '../../data/legal/terms.ts'

export default function Page() {
  return <StaticContent id="legal-document">{import.meta.env.SSR && <LegalDocument document={termsAndConditions} />}</StaticContent>
}
