import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { media } from '../theme/theme.ts'
import { LinkedText } from '../ui/LinkedText.tsx'
import { MarkedList } from '../ui/Checklist.tsx'
import { Readable } from '../ui/Container.tsx'
import { numberedSteps } from '../ui/shared-styles.ts'
import { routes } from '../../data/routes.ts'
import { guaranteeSectionId } from '../../data/legal/shared.ts'
import { sharedSectionsCopy, guarantee } from '../../data/content.ts'

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ul + h3 {
    margin-top: 1.5rem;
  }
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`
/** How to claim, in order: numbered as the site's other steps are. */
const ClaimSteps = styled.ol`
  ${numberedSteps('0.75rem')}
  margin-bottom: 1rem;
`

/**
 * The guarantee in full, from content/guarantee.json, the one place it is worded; `children` (the
 * page's ways on) under how to claim, the shorter column, rather than under both.
 */
export function GuaranteeDetails({ children }: { children?: ReactNode }) {
  const copy = sharedSectionsCopy.guaranteeDetails
  return (
    <>
      <Readable>
        <p>{guarantee.summary}</p>
      </Readable>
      <Columns>
        <div>
          <h3>{copy.coversHeading}</h3>
          {/* What it covers is ticked; its conditions, under their own heading, are plain facts, never ticked as benefits. */}
          <MarkedList items={guarantee.covers.map((text) => ({ text, benefit: true }))} />
          <h3>{copy.conditionsHeading}</h3>
          <MarkedList items={guarantee.conditions.map((text) => ({ text, benefit: false }))} />
        </div>
        <div>
          <h3>{copy.claimHeading}</h3>
          <ClaimSteps>
            {guarantee.howToClaim.map((step) => (
              <li key={step}>
                <LinkedText text={step} />
              </li>
            ))}
          </ClaimSteps>
          <p>
            {copy.termsLink.before} <a href={`${routes.terms}#${guaranteeSectionId}`}>{copy.termsLink.link}</a>
            {copy.termsLink.after}
          </p>
          {children}
        </div>
      </Columns>
    </>
  )
}
