// The thank-you page a visitor lands on after sending the form without JavaScript: the Worker
// writes the reference (and any photos that did not arrive) into this prerendered page, which the
// app keeps as served (WorkerWritten).
import styled from '@emotion/styled'
import { EnquirySent } from '../../components/enquiry/EnquirySent.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { WorkerWritten } from '../../components/enquiry/WorkerWritten.tsx'

/** The one card, centred: nothing sits beside it. */
const Band = styled(Container)`
  display: grid;
  justify-content: center;
  padding-top: clamp(2rem, 6vw, 3.5rem);
  padding-bottom: clamp(2.5rem, 7vw, 4.5rem);
`

export default function RequestReceivedPage() {
  return (
    <Band>
      <WorkerWritten id="enquiry-sent">
        <EnquirySent level={1} />
      </WorkerWritten>
    </Band>
  )
}
