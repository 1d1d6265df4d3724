import styled from '@emotion/styled'
import { pricing, startingPrices } from '../../data/pricing.ts'
import { formatPounds, formatYearsAdjective } from '../../data/format.ts'
import { colors, media } from '../theme/theme.ts'
import { Checklist } from '../ui/Checklist.tsx'

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`
const Option = styled.article<{ featured?: boolean }>`
  background: ${colors.white};
  border: 2px solid ${({ featured }) => (featured ? colors.navy : colors.border)};
  border-radius: 12px;
  padding: 1.5rem;
  h3 {
    font-size: 1.375rem;
  }
`
const Price = styled.p`
  font-size: 1.125rem;
  strong {
    font-size: 2rem;
    color: ${colors.navy};
  }
`

/** Standard against No Fix No Fee: who pays what, when, and for how long it is guaranteed. */
export function OptionComparison() {
  return (
    <Grid>
      <Option>
        <h3>Standard</h3>
        <Price>
          From <strong>{formatPounds(startingPrices.standard)}</strong> inc VAT
        </Price>
        <Checklist
          items={[
            'The lower price',
            'Pay on completion, whatever the outcome',
            `${formatYearsAdjective(pricing.standardGuaranteeYears)} guarantee against re-blocking`,
            'Right when you want the lowest cost and accept the small risk',
          ]}
        />
      </Option>
      <Option featured>
        <h3>No Fix No Fee</h3>
        <Price>
          From <strong>{formatPounds(startingPrices.noFix)}</strong> inc VAT
        </Price>
        <Checklist
          items={[
            'The premium price',
            'Pay only if the fix succeeds: nothing at all if it does not',
            `${formatYearsAdjective(pricing.noFixGuaranteeYears)} extended guarantee (terms apply)`,
            'Right when you have been let down before and want the risk on us',
          ]}
        />
      </Option>
    </Grid>
  )
}
