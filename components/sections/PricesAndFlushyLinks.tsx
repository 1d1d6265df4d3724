import { ButtonRow } from '../ui/ButtonLink.tsx'
import { AskFlushyLink, PricesButton } from '../ui/PageButtons.tsx'

/** The next steps that several pages end a section with: the prices, and Flushy as a link. */
export function PricesAndFlushyLinks() {
  return (
    <ButtonRow>
      <PricesButton />
      <AskFlushyLink />
    </ButtonRow>
  )
}
