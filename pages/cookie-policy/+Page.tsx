// The document reaches the page in its pageContext (+onBeforeRender.ts). The choices about
// providers, when the site asks first, work in the app.
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { PageLegalDocument } from '../../components/sections/LegalDocument.tsx'
import { Container, Readable } from '../../components/ui/Container.tsx'

export default function Page() {
  return (
    <>
      <PageLegalDocument />
      <Container>
        <Readable>
          <ConsentSettings />
        </Readable>
      </Container>
    </>
  )
}
