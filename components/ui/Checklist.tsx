import styled from '@emotion/styled'
import { Check, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from './shared-styles.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
`
const Item = styled.li`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
`
const Mark = styled.span<{ $benefit: boolean }>`
  flex: none;
  display: inline-flex;
  margin-top: 0.2em;
  color: ${({ $benefit }) => ($benefit ? colors.success : colors.muted)};
`

export interface MarkedPoint {
  text: ReactNode
  /** A benefit is ticked in green; a plain fact (such as costing more) gets a neutral dash, never a tick. */
  benefit: boolean
}

/** Points, each marked as a benefit or a plain fact. */
export function MarkedList({ items, className }: { items: MarkedPoint[]; className?: string }) {
  return (
    <List className={className}>
      {items.map(({ text, benefit }, index) => (
        <Item key={index}>
          <Mark $benefit={benefit}>
            {benefit ? <Check aria-hidden size={20} strokeWidth={3} /> : <Minus aria-hidden size={20} strokeWidth={3} />}
          </Mark>
          <span>{text}</span>
        </Item>
      ))}
    </List>
  )
}

const SpacedList = styled(MarkedList)`
  margin-bottom: 1rem;
`
/** A list set beside other copy: a card with its own heading, so it reads as one thing. */
const Card = styled.div`
  ${cardSurface}
  padding: 1.25rem 1.25rem 0.25rem;
  * + & {
    margin-top: 1.5rem;
  }
`

/** A list that stands alone in its section: each point a card, two side by side on wide screens. */
const GridOfCards = styled(MarkedList)`
  gap: 0.75rem 1rem;
  ${media.twoColumns} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    ${cardSurface}
    padding: 1rem 1.25rem;
    font-size: 1.0625rem;
  }
`

/**
 * Ticked points; with a `heading`, a card that stands beside the copy it goes with; as `cards`,
 * a grid that fills a section of its own.
 */
export function Checklist({ items, heading, cards }: { items: ReactNode[]; heading?: string; cards?: boolean }) {
  const points = items.map((text) => ({ text, benefit: true }))
  if (cards) return <GridOfCards items={points} />
  const list = <SpacedList items={points} />
  if (!heading) return list
  return (
    <Card>
      <h3>{heading}</h3>
      {list}
    </Card>
  )
}
