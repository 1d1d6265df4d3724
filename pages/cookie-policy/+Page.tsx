import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie policy"
      intro="This site sets no cookies of its own. The chat, booking and reviews services may store a little on the one page where each appears."
      sections={legalDocuments.cookies}
    />
  )
}
