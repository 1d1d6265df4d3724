// The strip under every hero: the memberships and cover the business can prove, each linked to
// where a customer checks it (content/memberships.json), or, while it lists none, the promises the
// business makes itself and the rating where customers gave it (the company number instead on a page
// whose hero shows the rating already).
import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { colors } from '../theme/theme.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { proofCopy, memberships } from '../../data/content.ts'
import { ReviewsProfileLink } from '../reviews/ReviewsProfileLink.tsx'

const copy = proofCopy.assuranceStrip

/** The company's own entry on the Companies House register, where anyone can check the number. */
const companyRecordUrl = (number: string) => `https://find-and-update.company-information.service.gov.uk/company/${number}`

// Lean: every page carries it within its first flight of bytes (tests/http/pages.spec.ts). One
// promise to a line, at every width, so none is left alone on a second one.
const List = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${colors.border};
  display: grid;
  gap: 0.5rem;
  font-size: 0.9375rem;
  li::before {
    content: '✓ ';
    font-weight: 700;
    color: ${colors.success};
  }
`
/** The logo a scheme gave the business, in a box of fixed size whatever its shape. */
const Logo = styled.img`
  width: 5rem;
  height: 2rem;
  object-fit: contain;
  vertical-align: middle;
  margin-right: 0.5rem;
`

/** A membership's name links to its record; its logo, only when the business was given one. */
function Memberships() {
  return memberships.map((membership) => (
    <li key={membership.verifyUrl}>
      {membership.logo && <Logo src={membership.logo} alt="" width={80} height={32} loading="lazy" decoding="async" />}
      <a href={membership.verifyUrl}>
        {membership.name}
        <VisuallyHidden>{` (${copy.verify})`}</VisuallyHidden>
      </a>
      {`: ${membership.proves}`}
    </li>
  ))
}

/** With no memberships listed: what the business promises itself (unless said beside it), and the rating or who it is. */
function Defaults({ withRating, withTerms }: StripProps) {
  const { number } = siteConfig.company
  // Each link's words say what it leads to: the rating, on the reviews' site; the number, on the register.
  return (
    <>
      {withTerms && (
        <>
          <li>{copy.guarantee}</li>
          <li>{copy.paymentOnCompletion}</li>
        </>
      )}
      <li>
        {withRating ? (
          <ReviewsProfileLink>{copy.rating}</ReviewsProfileLink>
        ) : (
          <a href={companyRecordUrl(number)}>{`${copy.companyNumber} ${number}`}</a>
        )}
      </li>
    </>
  )
}

interface StripProps {
  /** The hero does not show the rating itself (TrustStrip), so the strip does. */
  withRating: boolean
  /** The guarantee and paying on completion; left out beside the guided quote, whose two prices say both. */
  withTerms?: boolean
}

export function AssuranceStrip({ withRating, withTerms = true }: StripProps) {
  return <List>{memberships.length > 0 ? <Memberships /> : <Defaults withRating={withRating} withTerms={withTerms} />}</List>
}
