import styled from '@emotion/styled'
import { formatPounds } from '../../data/format.ts'
import { siteConfig } from '../../config/site-config.ts'
import { colors, media } from '../theme/theme.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { routes } from '../../data/routes.ts'
import { pricesFinderCopy } from '../../data/content.ts'
import { radiatorCountLabel } from '../../data/price-options.ts'
import { pricing } from '../../data/facts.ts'

/** One line per count at every width: on a phone the three columns fit inside the margins, so the list stays short. */
const Table = styled.table`
  width: 100%;
  max-width: 44rem;
  border-collapse: collapse;
  background: ${colors.white};
  font-variant-numeric: tabular-nums;
  th {
    white-space: nowrap;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    ${media.tablet} {
      padding: 0.6rem 1rem;
    }
  }
  thead th {
    background: ${colors.navy};
    color: ${colors.white};
    font-size: 0.9375rem;
  }
  td {
    font-weight: 600;
  }
  /* Prices line up on their last digit, as figures in a table should. */
  th + th,
  td {
    text-align: right;
  }
  /* The largest homes' answer, in words: ragged right, as words read, with the number kept whole. */
  td[colspan] {
    font-weight: 400;
    font-size: 0.9375rem;
    text-align: left;
    a + a {
      white-space: nowrap;
    }
  }
  tbody tr:nth-of-type(even) {
    background: ${colors.warmGrey};
  }
`

const { list, optionNames } = pricesFinderCopy
const { largeHomes } = list

/** The whole price list from content/pricing.json, and the row for homes too large to price. */
export function PriceList() {
  return (
    <Table>
      <VisuallyHidden as="caption">{list.caption}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{list.radiatorsColumn}</th>
          <th scope="col">{optionNames.standard}</th>
          <th scope="col">{optionNames.noFix}</th>
        </tr>
      </thead>
      <tbody>
        {pricing.rows.map((row) => (
          <tr key={row.radiators}>
            <th scope="row">{radiatorCountLabel(row)}</th>
            <td>{formatPounds(row.standard)}</td>
            <td>{formatPounds(row.noFix)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{pricesFinderCopy.counts.contact}</th>
          <td colSpan={2}>
            <a href={routes.assistant}>{largeHomes.flushyLink}</a>
            {` ${largeHomes.orCall} `}
            <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
            {` ${largeHomes.after}`}
          </td>
        </tr>
      </tbody>
    </Table>
  )
}
