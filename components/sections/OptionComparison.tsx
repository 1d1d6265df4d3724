import styled from '@emotion/styled'
import { Check, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatPounds, formatYearsAdjective } from '../../data/format.ts'
import { premiumRange, pricing, startingPrices } from '../../data/pricing.ts'
import { colors, layout, media } from '../theme/theme.ts'

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`
const Option = styled.article<{ recommended?: boolean }>`
  position: relative;
  background: ${colors.white};
  border: 2px solid ${({ recommended }) => (recommended ? colors.accent : colors.border)};
  border-radius: ${layout.radius};
  padding: 1.5rem;
`
const Badge = styled.p`
  display: inline-block;
  margin: 0 0 0.75rem;
  padding: 0.15rem 0.75rem;
  border-radius: ${layout.pillRadius};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-size: 0.875rem;
  font-weight: 800;
`
const Name = styled.h3`
  font-size: 1.375rem;
`
const Price = styled.p`
  font-size: 1.125rem;
`
const Amount = styled.strong`
  font-size: 2rem;
  color: ${colors.navy};
`
const BestIf = styled.p`
  font-weight: 700;
  color: ${colors.text};
`
const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
`
const Point = styled.li`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
`
/** A benefit is ticked in green; a plain fact (such as costing more) gets a neutral mark, never a tick. */
const Mark = styled.span<{ benefit: boolean }>`
  flex: none;
  margin-top: 0.2em;
  color: ${({ benefit }) => (benefit ? colors.success : colors.muted)};
  display: inline-flex;
`

function PointList({ items }: { items: { text: ReactNode; benefit: boolean }[] }) {
  return (
    <Points>
      {items.map(({ text, benefit }, index) => (
        <Point key={index}>
          <Mark benefit={benefit}>
            {benefit ? <Check aria-hidden size={20} strokeWidth={3} /> : <Minus aria-hidden size={20} strokeWidth={3} />}
          </Mark>
          <span>{text}</span>
        </Point>
      ))}
    </Points>
  )
}

/** Standard against No Fix No Fee: who each suits, who pays what and when, and the guarantee. */
export function OptionComparison() {
  return (
    <Grid>
      <Option>
        <Name>Standard</Name>
        <Price>
          From <Amount>{formatPounds(startingPrices.standard)}</Amount> inc VAT
        </Price>
        <BestIf>Best if you want the lowest price and are happy to pay whatever the outcome.</BestIf>
        <PointList
          items={[
            { text: 'Pay on completion, whatever the outcome', benefit: false },
            { text: `${formatYearsAdjective(pricing.standardGuaranteeYears)} guarantee against re-blocking`, benefit: true },
            { text: 'The same engineers, method and care', benefit: true },
          ]}
        />
      </Option>
      <Option recommended>
        <Badge>Our pick after a failed power flush</Badge>
        <Name>No Fix No Fee</Name>
        <Price>
          From <Amount>{formatPounds(startingPrices.noFix)}</Amount> inc VAT
        </Price>
        <BestIf>Best if you have been let down before and want the risk on us.</BestIf>
        <PointList
          items={[
            { text: 'Pay only if the fix succeeds: nothing at all if it does not', benefit: true },
            { text: `${formatYearsAdjective(pricing.noFixGuaranteeYears)} extended guarantee (terms apply)`, benefit: true },
            { text: `Costs ${premiumRange(formatPounds)} more than Standard for the same home`, benefit: false },
          ]}
        />
      </Option>
    </Grid>
  )
}
