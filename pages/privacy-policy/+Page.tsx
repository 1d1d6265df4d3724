export { LegalPage as default } from '../../components/sections/LegalDocument.tsx'
