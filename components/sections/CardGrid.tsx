import styled from '@emotion/styled'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors, layout } from '../theme/theme.ts'
import { GridList } from '../ui/GridList.tsx'
import { cardSurface } from '../ui/card-surface.ts'

const Card = styled.li`
  ${cardSurface}
  padding: 1.5rem;
  h3 {
    margin-top: 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`
const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${layout.roundRadius};
  background: ${colors.navyWash};
  color: ${colors.navy};
`

export interface CardItem {
  title: string
  text: ReactNode
  icon?: LucideIcon
}

/** Feature cards, reasons, property types: a heading and a paragraph each. */
export function CardGrid({ items, columns = 4 }: { items: CardItem[]; columns?: number }) {
  return (
    <GridList $columns={columns}>
      {items.map(({ title, text, icon: Icon }) => (
        <Card key={title}>
          {Icon && (
            <IconBadge>
              <Icon aria-hidden size={24} />
            </IconBadge>
          )}
          <h3>{title}</h3>
          <p>{text}</p>
        </Card>
      ))}
    </GridList>
  )
}
