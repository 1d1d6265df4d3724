import styled from '@emotion/styled'
import { MessageCircle, PoundSterling } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink, type ButtonTone } from './ButtonLink.tsx'
import { colors } from '../theme/theme.ts'
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

/**
 * A third way on beside the buttons (a section has one primary and one secondary button at most):
 * a button's size and weight without its outline, its words underlined so it reads as a link on
 * purpose, not a button missing its border (as reviews read it without); thicker when pointed at.
 */
const TextLink = styled.a<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 3rem;
  font-weight: 700;
  font-size: 1.0625rem;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  color: ${({ $onDark }) => ($onDark ? colors.white : colors.link)};
  &:hover {
    text-decoration-thickness: 2px;
  }
`

/** Flushy as a text link, where two buttons already lead the section. */
export function AskFlushyLink({ onDark = false, children = siteCopy.buttons.askFlushy }: { onDark?: boolean; children?: ReactNode }) {
  return (
    <TextLink href={routes.assistant} $onDark={onDark}>
      <MessageCircle aria-hidden size={20} />
      {children}
    </TextLink>
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
