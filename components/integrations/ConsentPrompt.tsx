import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { colors } from '../theme/theme.ts'
import { Button } from '../ui/ButtonLink.tsx'
import { consentedAttribute, consentLoadAttribute, providers, setConsent, type Provider } from './consent.ts'
import { fillNodes } from './fill-nodes.tsx'
import { routes } from '../../data/routes.ts'
import { consentPromptCopy } from '../../data/content.ts'

const copy = consentPromptCopy.consentPrompt

/** Over the provider's panel until the visitor allows it; hidden by CSS once allowed, app or not. */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  overflow: auto;
  padding: 1.25rem;
  background: ${colors.white};
  p {
    max-width: 60ch;
  }
  ${providers.map((provider) => `html[${consentedAttribute}~='${provider}'] &[data-prompt-for='${provider}'] { display: none; }`).join('\n')}
`
const Note = styled.p`
  color: ${colors.muted};
  font-size: 0.9375rem;
  margin-top: 1rem;
`

interface ConsentPromptProps {
  provider: Provider
  /** "the chat", "the booking calendar", "the reviews" */
  what: string
  providerName: string
  /** "Load the chat" */
  action: string
}

/** Shown only with THIRD_PARTY_CONSENT=ask: what the provider is, and the choice to load it. */
export function ConsentPrompt({ provider, what, providerName, action }: ConsentPromptProps) {
  if (siteConfig.thirdPartyConsent !== 'ask') return null
  const phoneLink = <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
  return (
    <Overlay data-prompt-for={provider}>
      <p>
        {fillNodes(copy.text, {
          What: `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`,
          provider: providerName,
          policyLink: <a href={routes.cookies}>{copy.policyLink}</a>,
        })}
      </p>
      <Button type="button" {...{ [consentLoadAttribute]: provider }} onClick={() => setConsent(provider, true)}>
        {action}
      </Button>
      <Note>{fillNodes(copy.ratherNot, { phoneLink })}</Note>
    </Overlay>
  )
}
