import { useEffect, useSyncExternalStore } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { hasConsent, onConsentChange, type Provider } from './consent.ts'
import {
  onScriptStatusChange,
  scriptStatus,
  startThirdPartyScript,
  stopThirdPartyScript,
  type ScriptStatus,
  type ThirdPartyScript,
} from './third-party-scripts.ts'

/**
 * Whether a provider may load: always, unless the site asks first (THIRD_PARTY_CONSENT=ask) and
 * this visitor has not allowed it. The prerendered page cannot know, so it says "not yet".
 */
export function useConsent(provider: Provider): boolean {
  const allowed = useSyncExternalStore(
    onConsentChange,
    () => hasConsent(provider),
    () => false,
  )
  return siteConfig.thirdPartyConsent === 'on-visit' || allowed
}

/**
 * Runs a third-party script while the calling component is mounted and `allowed` (adopting it if
 * the inline script already started it) and stops it, with all it added, when the component
 * goes. `script` should be a constant, so that re-renders do not restart it.
 */
export function useThirdPartyScript(script: ThirdPartyScript, allowed: boolean): ScriptStatus {
  useEffect(() => {
    if (!allowed) return
    startThirdPartyScript(script)
    return () => stopThirdPartyScript(script.src)
  }, [script, allowed])

  return useSyncExternalStore(
    onScriptStatusChange,
    () => scriptStatus(script.src),
    () => 'loading',
  )
}
