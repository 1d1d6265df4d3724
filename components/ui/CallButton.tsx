import styled from '@emotion/styled'
import { Phone } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { media } from '../theme/theme.ts'
import { ButtonLink, type ButtonTone } from './ButtonLink.tsx'
import { visuallyHidden } from './VisuallyHidden.tsx'
import { siteCopy } from '../../data/content.ts'

/** "Call " before the number, which phones keep for screen readers so the button fits beside Book Now. */
const Verb = styled.span`
  ${media.phone} {
    ${visuallyHidden}
  }
`

/** The phone icon and "Call 020 …", the number always visible: the words of every call button and link. */
export function CallWords() {
  return (
    <>
      <Phone aria-hidden size={20} />
      <span>
        <Verb>{`${siteCopy.buttons.call} `}</Verb>
        {siteConfig.phone.display}
      </span>
    </>
  )
}

/** "Call 020 …" as a button. */
export function CallButton({ tone = 'secondary' }: { tone?: ButtonTone }) {
  return (
    <ButtonLink href={siteConfig.phone.href} $tone={tone}>
      <CallWords />
    </ButtonLink>
  )
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  font-weight: 700;
`

/** "Call 020 …" as a link, where a second outlined button would compete with the one beside it. */
export function CallLink() {
  return (
    <Link href={siteConfig.phone.href}>
      <CallWords />
    </Link>
  )
}
