import { MessageCircle, PoundSterling } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, ButtonRow } from '../ui/ButtonLink.tsx'

/** The pair of next steps that several pages end a section with: prices, or ask Flushy. */
export function PricesAndFlushyLinks({ before }: { before?: ReactNode }) {
  return (
    <ButtonRow>
      {before}
      <ButtonLink href="/prices" tone={before ? 'outline' : 'secondary'}>
        <PoundSterling aria-hidden size={20} />
        See prices
      </ButtonLink>
      <ButtonLink href="/virtual-assistant" tone="outline">
        <MessageCircle aria-hidden size={20} />
        Ask Flushy
      </ButtonLink>
    </ButtonRow>
  )
}
