import styled from '@emotion/styled'
import { guarantee } from '../../data/guarantee.ts'
import { media } from '../theme/theme.ts'
import { Readable } from '../ui/Container.tsx'

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: 1.125rem;
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
`

/** The guarantee in full, from data/guarantee.ts, the one place it is worded. */
export function GuaranteeDetails() {
  return (
    <>
      <Readable>
        <p>{guarantee.summary}</p>
      </Readable>
      <Columns>
        <div>
          <h3>What it covers</h3>
          <ul>
            {[...guarantee.covers, ...guarantee.conditions].map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>How to claim</h3>
          <ol>
            {guarantee.howToClaim.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            The full wording is in our <a href="/terms-and-conditions#our-guarantee">terms and conditions</a>.
          </p>
        </div>
      </Columns>
    </>
  )
}
