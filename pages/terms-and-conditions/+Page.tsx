import { LegalDocument } from '../../components/sections/LegalDocument'
import { legalDocuments } from '../../data/legal'

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and conditions"
      intro="The terms on which we clear and clean your central heating system. Please read them before you book; they do not affect your statutory rights."
      sections={legalDocuments.terms}
    />
  )
}
