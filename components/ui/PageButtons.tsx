import { MessageCircle, PoundSterling } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, type ButtonTone } from './ButtonLink.tsx'

interface PageButtonProps {
  tone?: ButtonTone
  /** What the button says, when the context asks for more than the default. */
  children?: ReactNode
}

/** To Flushy, the AI assistant, with the chat icon. */
export function AskFlushyButton({ tone = 'outline', children = 'Ask Flushy' }: PageButtonProps) {
  return (
    <ButtonLink href="/virtual-assistant" tone={tone}>
      <MessageCircle aria-hidden size={20} />
      {children}
    </ButtonLink>
  )
}

/** To the prices page (or straight to its list), with the pound icon. */
export function PricesButton({ tone = 'outline', children = 'See prices', toList = false }: PageButtonProps & { toList?: boolean }) {
  return (
    <ButtonLink href={toList ? '/prices#price-list' : '/prices'} tone={tone}>
      <PoundSterling aria-hidden size={20} />
      {children}
    </ButtonLink>
  )
}
