import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function PrivacyPolicyPage() {
  return <LegalDocument document={legalDocuments.privacy} />
}
