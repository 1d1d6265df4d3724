// "Why us" said once: what sets the business apart, each with its picture, beside the reasons
// customers give, where a page once had a grid of cards for each.
import styled from '@emotion/styled'
import type { LucideIcon } from 'lucide-react'
import { colors, media } from '../theme/theme.ts'
import { disc } from '../ui/shared-styles.ts'
import { Checklist } from '../ui/Checklist.tsx'

const Grid = styled.div`
  display: grid;
  gap: 1.5rem 2.5rem;
  align-items: start;
  /* The gap spaces the reasons' card: its own space above it would drop it below the first point beside it. */
  & > :last-child {
    margin-top: 0;
  }
  ${media.twoColumns} {
    grid-template-columns: 1.5fr 1fr;
  }
`
/**
 * A picture beside each point, its title leading its sentence, no card boxes, so it reads as one
 * list: two to a row on tablets, where the reasons come under it; one to a row beside them, so no
 * sentence is squeezed into a narrow column.
 */
const Differences = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem 1.5rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.twoColumns} {
    grid-template-columns: 1fr;
  }
  li {
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr);
    gap: 0 0.875rem;
    align-items: start;
  }
  p {
    margin: 0.35rem 0 0;
  }
  strong {
    color: ${colors.navy};
  }
`
const IconBadge = styled.span`
  ${disc('2.5rem', colors.navyWash, colors.navy)}
`

export interface WhyUsProps {
  differences: { title: string; text: string }[]
  /** The pictures of the differences, in their order; one added beyond these has none. */
  icons: LucideIcon[]
  reasonsHeading: string
  reasons: string[]
}

export function WhyUs({ differences, icons, reasonsHeading, reasons }: WhyUsProps) {
  return (
    <Grid>
      <Differences>
        {differences.map(({ title, text }, index) => {
          const Icon = icons[index]
          return (
            <li key={title}>
              <IconBadge>{Icon && <Icon aria-hidden size={20} />}</IconBadge>
              <p>
                <strong>{title}.</strong> {text}
              </p>
            </li>
          )
        })}
      </Differences>
      <Checklist heading={reasonsHeading} items={reasons} />
    </Grid>
  )
}
