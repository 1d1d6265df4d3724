import styled from '@emotion/styled'
import { formatPounds } from '../../data/format.ts'
import { siteConfig } from '../../config/site-config.ts'
import { colors, media } from '../theme/theme.ts'
import { cardSurface } from '../ui/card-surface.ts'
import { routes } from '../../data/routes.ts'
import { pricesFinderCopy } from '../../data/content.ts'
import { radiatorCountLabel, radiatorsPhrase } from './price-options.ts'
import { pricing } from '../../data/facts.ts'

const Table = styled.table`
  display: none;
  ${media.tablet} {
    display: table;
  }
  width: 100%;
  border-collapse: collapse;
  background: ${colors.white};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.6rem 1rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  thead th {
    background: ${colors.navy};
    color: ${colors.white};
  }
  td {
    font-weight: 600;
  }
`
/** Each caption sets the list apart from the finder's answer above it. */
const Caption = styled.caption`
  margin-top: 2.5rem;
  text-align: left;
  font-weight: 700;
  margin-bottom: 0.75rem;
  color: ${colors.muted};
`
const CardsCaption = styled.p`
  margin-top: 2.5rem;
  font-weight: 700;
  color: ${colors.muted};
  ${media.tablet} {
    display: none;
  }
`
/** Two to a row where each option's name and price fit on one line (large phones), else one. */
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: 0.5rem;
  ${media.tablet} {
    display: none;
  }
`
const Card = styled.li`
  ${cardSurface}
  padding: 0.6rem 0.75rem;
  font-variant-numeric: tabular-nums;
`
const CardCount = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 800;
  color: ${colors.navy};
`
/** Each option's name and price on one line, the prices right-aligned so their figures line up. */
const CardPrices = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: 0.75rem;
  align-items: baseline;
  margin: 0;
  white-space: nowrap;
  dt {
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`

const CardNote = styled.p`
  margin: 0;
`

function LargeHomes() {
  return (
    <>
      <a href={routes.assistant}>{largeHomes.flushyLink}</a> {largeHomes.orCall}{' '}
      <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> {largeHomes.after}
    </>
  )
}

const { list, optionNames } = pricesFinderCopy
const { caption, largeHomes } = list

/**
 * The whole price list: a table on wide screens, compact cards on phones. Each row carries its
 * count, so the price finder around it can mark the visitor's (see PriceFinder).
 */
export function PriceList() {
  return (
    <div id="price-list">
      <Table>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            <th scope="col">{list.radiatorsColumn}</th>
            <th scope="col">{optionNames.standard}</th>
            <th scope="col">{optionNames.noFix}</th>
          </tr>
        </thead>
        <tbody>
          {pricing.rows.map((row) => (
            <tr key={row.radiators} data-price-row={row.radiators}>
              <th scope="row">{radiatorCountLabel(row)}</th>
              <td>{formatPounds(row.standard)}</td>
              <td>{formatPounds(row.noFix)}</td>
            </tr>
          ))}
          <tr data-price-row="contact">
            <th scope="row">{pricesFinderCopy.counts.contact}</th>
            <td colSpan={2}>
              <LargeHomes />
            </td>
          </tr>
        </tbody>
      </Table>
      <CardsCaption>{caption}</CardsCaption>
      <Cards>
        {pricing.rows.map((row) => (
          <Card key={row.radiators} data-price-row={row.radiators}>
            <CardCount>{radiatorsPhrase(row)}</CardCount>
            <CardPrices>
              <dt>{optionNames.standard}</dt>
              <dd>{formatPounds(row.standard)}</dd>
              <dt>{optionNames.noFix}</dt>
              <dd>{formatPounds(row.noFix)}</dd>
            </CardPrices>
          </Card>
        ))}
        <Card data-price-row="contact">
          <CardCount>{radiatorsPhrase('contact')}</CardCount>
          <CardNote>
            <LargeHomes />
          </CardNote>
        </Card>
      </Cards>
    </div>
  )
}
