// The document is sent once, as HTML (see StaticContent): its text is neither in the page's
// script nor in its embedded data. The choices about providers, when the site asks first, work in the app.
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { LegalDocument } from '../../components/sections/LegalDocument.tsx'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'
import { cookiePolicy } from '../../data/legal/cookies.ts'

export default function Page() {
  return (
    <>
      <StaticContent id="legal-document">{import.meta.env.SSR && <LegalDocument document={cookiePolicy} />}</StaticContent>
      <Container>
        <Readable>
          <ConsentSettings />
        </Readable>
      </Container>
    </>
  )
}
