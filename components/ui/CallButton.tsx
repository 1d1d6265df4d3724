import { Phone } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { ButtonLink, type ButtonTone } from './ButtonLink.tsx'

/** "Call 020 …" as a button: the number is always visible, never hidden behind an icon. */
export function CallButton({ tone = 'outline' }: { tone?: ButtonTone }) {
  return (
    <ButtonLink href={siteConfig.phone.href} tone={tone}>
      <Phone aria-hidden size={20} />
      Call {siteConfig.phone.display}
    </ButtonLink>
  )
}
