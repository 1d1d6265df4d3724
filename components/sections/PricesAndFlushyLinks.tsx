import styled from '@emotion/styled'
import { MessageCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { PricesButton } from '../ui/PageButtons.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

/** A plain link beside the buttons: a section has one primary and one secondary button at most. */
const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 3rem;
  font-weight: 700;
  color: ${colors.link};
`

/** The next steps that several pages end a section with: the page's own action, the prices, and Flushy as a link. */
export function PricesAndFlushyLinks({ before }: { before?: ReactNode }) {
  return (
    <ButtonRow>
      {before}
      <PricesButton />
      <TextLink href={routes.assistant}>
        <MessageCircle aria-hidden size={20} />
        {siteCopy.buttons.askFlushy}
      </TextLink>
    </ButtonRow>
  )
}
