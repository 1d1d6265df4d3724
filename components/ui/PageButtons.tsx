import { MessageCircle, PoundSterling } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, type ButtonTone } from './ButtonLink.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

interface PageButtonProps {
  tone?: ButtonTone
  /** What the button says, when the context asks for more than the default. */
  children?: ReactNode
}

/** To Flushy, the AI assistant, with the chat icon. */
export function AskFlushyButton({ tone = 'secondary', children = siteCopy.buttons.askFlushy }: PageButtonProps) {
  return (
    <ButtonLink href={routes.assistant} $tone={tone}>
      <MessageCircle aria-hidden size={20} />
      {children}
    </ButtonLink>
  )
}

/** To the prices page, with the pound icon. */
export function PricesButton({ tone = 'secondary', children = siteCopy.buttons.viewPrices }: PageButtonProps) {
  return (
    <ButtonLink href={routes.prices} $tone={tone}>
      <PoundSterling aria-hidden size={20} />
      {children}
    </ButtonLink>
  )
}
