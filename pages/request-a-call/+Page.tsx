// "Ask us to call you": the enquiry form, and beside it on wide screens the phone. Sent as
// static content (see StaticContent), apart from the few lines that load the form's behaviour.
import styled from '@emotion/styled'
import { EnquiryForm } from '../../components/enquiry/EnquiryForm.tsx'
import { TalkNow } from '../../components/enquiry/TalkNow.tsx'
import { PageIntro } from '../../components/sections/PageIntro.tsx'
import { media } from '../../components/theme/theme.ts'
import { Container } from '../../components/ui/Container.tsx'
import { StaticContent } from '../../components/ui/StaticContent.tsx'
import { enquiry } from '../../data/enquiry.ts'

const FormBand = styled(Container)`
  padding-bottom: clamp(2.5rem, 7vw, 4.5rem);
`
/** Both columns stretch to the form's height, so the phone box beside it can stay in view (sticky) as the visitor scrolls. */
const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${media.tablet} {
    grid-template-columns: minmax(0, 40rem) minmax(15rem, 20rem);
  }
`

export default function RequestACallPage() {
  return (
    <>
      <StaticContent id="enquiry-intro">{import.meta.env.SSR && <PageIntro title={enquiry.heading} lead={enquiry.intro} />}</StaticContent>
      <FormBand>
        <Columns>
          <EnquiryForm />
          <StaticContent id="enquiry-talk-now">{import.meta.env.SSR && <TalkNow />}</StaticContent>
        </Columns>
      </FormBand>
    </>
  )
}
