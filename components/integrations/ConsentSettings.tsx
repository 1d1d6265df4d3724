import styled from '@emotion/styled'
import { useSyncExternalStore } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { useHydrated } from '../../hooks/useHydrated.ts'
import { colors, layout } from '../theme/theme.ts'
import { Button } from '../ui/ButtonLink.tsx'
import { consentedProviders, consentStorageKey, onConsentChange, providers, setConsent, type Provider } from './consent.ts'

const Box = styled.section`
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
  padding: 1.25rem;
  margin-top: 2.5rem;
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
  }
`

const names: Record<Provider, string> = {
  chat: `The chat with Flushy (${siteConfig.chat.providerName})`,
  booking: `The booking calendar (${siteConfig.booking.providerName})`,
  reviews: `The latest reviews (${siteConfig.reviews.providerName})`,
}

/**
 * With THIRD_PARTY_CONSENT=ask: which providers this browser has allowed, and the buttons to
 * withdraw or give that permission. Read from the device, so it shows once the app runs.
 */
export function ConsentSettings() {
  const hydrated = useHydrated()
  const allowed = useSyncExternalStore(
    onConsentChange,
    () => consentedProviders().join(' '),
    () => '',
  )
  if (siteConfig.thirdPartyConsent !== 'ask') return null
  return (
    <Box aria-labelledby="your-choices">
      <h2 id="your-choices">Your choices on this device</h2>
      <p>
        Each of these loads only after you allow it on its page. Your choice is kept in this browser&rsquo;s local storage (under &ldquo;
        {consentStorageKey}&rdquo;) and nowhere else. Withdrawing it stops the provider loading on your next visit to its page; to remove
        what a provider has already stored, clear this site&rsquo;s data in your browser settings.
      </p>
      <ul>
        {providers.map((provider) => {
          const given = allowed.split(' ').includes(provider)
          return (
            <li key={provider}>
              <span>
                {names[provider]}: <strong>{hydrated ? (given ? 'allowed' : 'not allowed') : 'checking…'}</strong>
              </span>
              <Button type="button" tone="outline" disabled={!hydrated} onClick={() => setConsent(provider, !given)}>
                {given ? 'Withdraw' : 'Allow'}
              </Button>
            </li>
          )
        })}
      </ul>
    </Box>
  )
}
