// The document ships in this page's script, not in the page's embedded data, so its text is sent once as HTML.
import { LegalDocument } from '../../components/sections/LegalDocument.tsx'
import { cookiePolicy } from '../../data/legal/cookies.ts'

export default function Page() {
  return <LegalDocument document={cookiePolicy} />
}
