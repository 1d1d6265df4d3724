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

/** "Call 020 …" as a button: the number is always visible, never hidden behind an icon. */
export function CallButton({ tone = 'secondary' }: { tone?: ButtonTone }) {
  return (
    <ButtonLink href={siteConfig.phone.href} $tone={tone}>
      <Phone aria-hidden size={20} />
      <span>
        <Verb>{siteCopy.buttons.call} </Verb>
        {siteConfig.phone.display}
      </span>
    </ButtonLink>
  )
}
