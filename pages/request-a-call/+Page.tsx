// "Ask us to call you": the enquiry form, and the phone for those who would rather talk now: before
// the form on phones, beside it on wide screens.
import styled from '@emotion/styled'
import { EnquiryForm } from '../../components/enquiry/EnquiryForm.tsx'
import { TalkNow } from '../../components/enquiry/TalkNow.tsx'
import { PageIntro } from '../../components/sections/PageIntro.tsx'
import { media } from '../../components/theme/theme.ts'
import { Container } from '../../components/ui/Container.tsx'
import { enquiry } from '../../data/enquiry.ts'

const FormBand = styled(Container)`
  padding-bottom: clamp(2.5rem, 7vw, 4.5rem);
`
/**
 * Both columns stretch to the form's height, so the phone box beside it can stay in view (sticky)
 * as the visitor scrolls. The box comes first, so a phone shows the number before ten questions.
 */
const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.tablet} {
    gap: 2rem;
    grid-template-columns: minmax(0, 40rem) minmax(15rem, 1fr);
    grid-auto-flow: dense;
    & > aside {
      grid-column: 2;
    }
  }
`

export default function RequestACallPage() {
  return (
    <>
      <PageIntro title={enquiry.heading} lead={enquiry.intro} />
      <FormBand>
        <Columns>
          <TalkNow />
          <EnquiryForm />
        </Columns>
      </FormBand>
    </>
  )
}
