// The document is sent once, as HTML (see StaticContent): its text is neither in the page's
// script nor in its embedded data; it reaches the page at prerender (+onBeforeRender.ts). The
// choices about providers, when the site asks first, work in the app.
import { ConsentSettings } from '../../components/integrations/ConsentSettings.tsx'
import { PageLegalDocument } from '../../components/sections/LegalDocument.tsx'
import { Container, Readable } from '../../components/ui/Container.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'

export default function Page() {
  return (
    <>
      <StaticContent id="legal-document">{import.meta.env.SSR && <PageLegalDocument />}</StaticContent>
      <Container>
        <Readable>
          <ConsentSettings />
        </Readable>
      </Container>
    </>
  )
}
