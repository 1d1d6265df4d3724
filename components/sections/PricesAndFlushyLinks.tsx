import type { ReactNode } from 'react'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { AskFlushyButton, PricesButton } from '../ui/PageButtons.tsx'

/** The pair of next steps that several pages end a section with: prices, or ask Flushy. */
export function PricesAndFlushyLinks({ before }: { before?: ReactNode }) {
  return (
    <ButtonRow>
      {before}
      <PricesButton />
      <AskFlushyButton />
    </ButtonRow>
  )
}
