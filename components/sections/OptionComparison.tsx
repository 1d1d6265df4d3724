import styled from '@emotion/styled'
import { formatPounds, formatYearsAdjective } from '../../data/format.ts'
import { premiumRange, pricing, startingPrices } from '../../data/pricing.ts'
import { colors, layout, media } from '../theme/theme.ts'
import { MarkedList } from '../ui/Checklist.tsx'

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
        <MarkedList
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
        <MarkedList
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
