import styled from '@emotion/styled'
import { colors, layout, media } from '../theme/theme.ts'
import { MarkedList } from '../ui/Checklist.tsx'
import { pricesFinderCopy, sharedSectionsCopy } from '../../data/content.ts'

/** Room above the cards for the badge that sits on the recommended one's top edge. */
const Grid = styled.div`
  display: grid;
  gap: 1.75rem;
  padding-top: 0.75rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
    gap: 1.25rem;
  }
`
const Option = styled.article<{ $recommended?: boolean }>`
  position: relative;
  background: ${colors.white};
  border: 2px solid ${({ $recommended }) => ($recommended ? colors.accent : colors.border)};
  border-radius: ${layout.radius};
  padding: 1.5rem;
`
/** On the card's top edge, as pricing cards carry their pick, so both cards' words start level. */
const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 1.25rem;
  transform: translateY(-50%);
  margin: 0;
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
const BestIf = styled.p`
  font-weight: 700;
  color: ${colors.text};
`
const From = styled.p`
  margin: -0.5rem 0 0.75rem;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${colors.navy};
`
/**
 * Standard against No Fix No Fee: who each suits, who pays what and when, and the guarantee; with
 * each one's starting price where no price list is on the page (`withPrices`).
 */
export function OptionComparison({ withPrices = false }: { withPrices?: boolean }) {
  const copy = sharedSectionsCopy.optionComparison
  const names = pricesFinderCopy.optionNames
  return (
    <Grid>
      <Option>
        <Name>{names.standard}</Name>
        {withPrices && <From>{copy.standard.from}</From>}
        <BestIf>{copy.standard.bestIf}</BestIf>
        <MarkedList items={copy.standard.points} />
      </Option>
      <Option $recommended>
        <Badge>{copy.badge}</Badge>
        <Name>{names.noFix}</Name>
        {withPrices && <From>{copy.noFix.from}</From>}
        <BestIf>{copy.noFix.bestIf}</BestIf>
        <MarkedList items={copy.noFix.points} />
      </Option>
    </Grid>
  )
}
