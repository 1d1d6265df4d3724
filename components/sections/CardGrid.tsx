import styled from '@emotion/styled'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors, media } from '../theme/theme.ts'
import { GridList } from '../ui/GridList.tsx'
import { cardSurface, disc } from '../ui/shared-styles.ts'

/** On phones the picture sits beside the heading, so a card is as tall as its words. */
const Card = styled.li`
  ${cardSurface}
  padding: 1rem;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.75rem;
  align-items: center;
  > :not(span) {
    grid-column: 1 / -1;
  }
  > h3 {
    grid-column: auto;
    margin: 0;
  }
  /* A step smaller than the page's text, so the card's title leads it. */
  > p {
    margin: 0.5rem 0 0;
    font-size: 1rem;
  }
  ${media.tablet} {
    display: block;
    padding: 1.5rem;
    h3 {
      font-size: 1.25rem;
    }
    span + h3 {
      margin-top: 0.75rem;
    }
  }
`
const IconBadge = styled.span`
  ${disc('3rem', colors.navyWash, colors.navy)}
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
