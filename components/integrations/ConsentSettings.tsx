import styled from '@emotion/styled'
import { useSyncExternalStore } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { useHydrated } from '../../hooks/page-context.tsx'
import { colors, layout } from '../theme/theme.ts'
import { Button } from '../ui/ButtonLink.tsx'
import { consentedProviders, onConsentChange, providers, setConsent } from './consent.ts'
import { consentSettingsCopy } from '../../data/content.ts'

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

const copy = consentSettingsCopy.consentSettings

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
      <h2 id="your-choices">{copy.heading}</h2>
      <p>{copy.text}</p>
      <ul>
        {providers.map((provider) => {
          const given = allowed.split(' ').includes(provider)
          return (
            <li key={provider}>
              <span>
                {copy.names[provider]}: <strong>{hydrated ? (given ? copy.allowed : copy.notAllowed) : copy.checking}</strong>
              </span>
              <Button type="button" $tone="secondary" disabled={!hydrated} onClick={() => setConsent(provider, !given)}>
                {given ? copy.withdraw : copy.allow}
              </Button>
            </li>
          )
        })}
      </ul>
    </Box>
  )
}
