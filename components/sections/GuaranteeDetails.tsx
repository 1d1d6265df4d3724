import styled from '@emotion/styled'
import { media } from '../theme/theme.ts'
import { LinkedText } from '../ui/LinkedText.tsx'
import { Readable } from '../ui/Container.tsx'
import { routes } from '../../data/routes.ts'
import { guaranteeSectionId } from '../../data/legal/shared.ts'
import { sharedSectionsCopy, guarantee } from '../../data/content.ts'

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

/** The guarantee in full, from content/guarantee.json, the one place it is worded. */
export function GuaranteeDetails() {
  const copy = sharedSectionsCopy.guaranteeDetails
  return (
    <>
      <Readable>
        <p>{guarantee.summary}</p>
      </Readable>
      <Columns>
        <div>
          <h3>{copy.coversHeading}</h3>
          <ul>
            {[...guarantee.covers, ...guarantee.conditions].map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{copy.claimHeading}</h3>
          <ol>
            {guarantee.howToClaim.map((step) => (
              <li key={step}>
                <LinkedText text={step} />
              </li>
            ))}
          </ol>
          <p>
            {copy.termsLink.before} <a href={`${routes.terms}#${guaranteeSectionId}`}>{copy.termsLink.link}</a>
            {copy.termsLink.after}
          </p>
        </div>
      </Columns>
    </>
  )
}
