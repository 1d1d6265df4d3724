import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro="We collect as little as we can, use it only to help you with your heating, and never sell it."
      sections={legalDocuments.privacy}
    />
  )
}
