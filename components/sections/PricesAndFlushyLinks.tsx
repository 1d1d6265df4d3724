import type { ReactNode } from 'react'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { AskFlushyLink, PricesButton } from '../ui/PageButtons.tsx'

/** The next steps that several pages end a section with: the page's own action, the prices, and Flushy as a link. */
export function PricesAndFlushyLinks({ before }: { before?: ReactNode }) {
  return (
    <ButtonRow>
      {before}
      <PricesButton />
      <AskFlushyLink />
    </ButtonRow>
  )
}
