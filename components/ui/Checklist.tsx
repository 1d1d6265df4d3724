import styled from '@emotion/styled'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors } from '../theme/theme.ts'
import { cardSurface } from './card-surface.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.6rem;
`
const Item = styled.li`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
`
const Tick = styled(Check)`
  flex: none;
  margin-top: 0.2em;
  color: ${colors.success};
`
/** A list set beside other copy: a card with its own heading, so it reads as one thing. */
const Card = styled.div`
  ${cardSurface}
  padding: 1.25rem 1.25rem 0.25rem;
`
const Heading = styled.h3`
  font-size: 1.125rem;
`

/** Ticked points; with a `heading`, a card that stands beside the copy it goes with. */
export function Checklist({ items, heading }: { items: ReactNode[]; heading?: string }) {
  const list = (
    <List>
      {items.map((item, index) => (
        <Item key={index}>
          <Tick aria-hidden size={20} strokeWidth={3} />
          <span>{item}</span>
        </Item>
      ))}
    </List>
  )
  if (!heading) return list
  return (
    <Card>
      <Heading>{heading}</Heading>
      {list}
    </Card>
  )
}
