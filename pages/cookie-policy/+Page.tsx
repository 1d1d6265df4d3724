import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function CookiePolicyPage() {
  return <LegalDocument document={legalDocuments.cookies} />
}
