import styled from '@emotion/styled'
import { formatPounds } from '../../data/format.ts'
import { pricing } from '../../data/pricing.ts'
import { siteConfig } from '../../config/site-config.ts'
import { colors, media } from '../theme/theme.ts'

const Table = styled.table`
  display: none;
  ${media.tablet} {
    display: table;
  }
  width: 100%;
  border-collapse: collapse;
  background: ${colors.white};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 0.75rem;
    color: ${colors.muted};
  }
  th,
  td {
    padding: 0.7rem 1rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  thead th {
    background: ${colors.navy};
    color: ${colors.white};
  }
  tbody tr:nth-of-type(even) {
    background: ${colors.warmGrey};
  }
  td {
    font-weight: 600;
  }
`
const CardsCaption = styled.p`
  font-weight: 700;
  color: ${colors.muted};
  ${media.tablet} {
    display: none;
  }
`
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  ${media.tablet} {
    display: none;
  }
  li {
    background: ${colors.white};
    border: 1px solid ${colors.border};
    border-radius: 12px;
    padding: 1rem 1.25rem;
  }
  h3 {
    font-size: 1.125rem;
    margin-bottom: 0.5rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`

function LargeSystemPrice() {
  return (
    <>
      <a href="/virtual-assistant">Ask Flushy</a> or call <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> for a price.
    </>
  )
}

const caption = 'Prices by total number of radiators, including towel rails. All prices include VAT.'
const radiatorLabel = (radiators: string) => `${radiators} ${radiators === '1' ? 'radiator' : 'radiators'}`

/** The price list: a table on wide screens, one card per row on phones. */
export function PriceTable() {
  return (
    <>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Radiators</th>
            <th scope="col">Standard</th>
            <th scope="col">No Fix No Fee</th>
          </tr>
        </thead>
        <tbody>
          {pricing.rows.map((row) => (
            <tr key={row.radiators}>
              <th scope="row">{row.radiators}</th>
              <td>{formatPounds(row.standard)}</td>
              <td>{formatPounds(row.noFix)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{pricing.contactFromRadiators} or more</th>
            <td colSpan={2}>
              <LargeSystemPrice />
            </td>
          </tr>
        </tbody>
      </Table>
      <CardsCaption>{caption}</CardsCaption>
      <Cards>
        {pricing.rows.map((row) => (
          <li key={row.radiators}>
            <h3>{radiatorLabel(row.radiators)}</h3>
            <dl>
              <dt>Standard</dt>
              <dd>{formatPounds(row.standard)}</dd>
              <dt>No Fix No Fee</dt>
              <dd>{formatPounds(row.noFix)}</dd>
            </dl>
          </li>
        ))}
        <li>
          <h3>{pricing.contactFromRadiators} or more radiators</h3>
          <p>
            <LargeSystemPrice />
          </p>
        </li>
      </Cards>
    </>
  )
}
