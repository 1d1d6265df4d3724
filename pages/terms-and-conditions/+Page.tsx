import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function TermsPage() {
  return <LegalDocument document={legalDocuments.terms} />
}
