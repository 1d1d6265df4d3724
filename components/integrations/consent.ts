// With THIRD_PARTY_CONSENT=ask, a provider (chat, booking calendar, reviews) loads only after the
// visitor presses "Load …" on its panel. The choice is kept in this browser's local storage and
// can be withdrawn on the cookie policy page. Shared by the inline script that starts providers
// before the app (renderer/start-third-parties.ts) and the app itself, so it uses no React.
import { consentStorageKey } from '../../data/fixed-values.ts'

export const providers = ['chat', 'booking', 'reviews'] as const
export type Provider = (typeof providers)[number]

/** The local storage key, named in the cookie policy. */
export { consentStorageKey }
/** On a provider's panel when it must ask first: which provider it is. */
export const consentForAttribute = 'data-consent-for'
/** On the "Load …" button: the provider it allows. */
export const consentLoadAttribute = 'data-consent-load'
/** On <html>: the providers allowed, space separated, so CSS can hide their prompts with or without the app. */
export const consentedAttribute = 'data-consented'

const changeEvent = 'third-party-consent-change'
const isProvider = (value: unknown): value is Provider => providers.some((provider) => provider === value)

/** The providers this browser has allowed; none if storage is blocked or holds something else. */
export function consentedProviders(): Provider[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(consentStorageKey) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isProvider) : []
  } catch {
    return []
  }
}

export const hasConsent = (provider: Provider): boolean => consentedProviders().includes(provider)

/** Shows the choice on <html>, where CSS reads it. */
export function reflectConsent(): void {
  document.documentElement.setAttribute(consentedAttribute, consentedProviders().join(' '))
}

/** Allows or withdraws a provider, remembers it if the browser lets us, and tells whoever listens. */
export function setConsent(provider: Provider, allowed: boolean): void {
  const others = consentedProviders().filter((candidate) => candidate !== provider)
  const next = allowed ? [...others, provider] : others
  try {
    if (next.length > 0) localStorage.setItem(consentStorageKey, JSON.stringify(next))
    else localStorage.removeItem(consentStorageKey)
  } catch {
    // Storage blocked: the choice holds for this page only, which is all the visitor can have.
  }
  document.documentElement.setAttribute(consentedAttribute, next.join(' '))
  dispatchEvent(new CustomEvent(changeEvent))
}

export function onConsentChange(listener: () => void): () => void {
  addEventListener(changeEvent, listener)
  addEventListener('storage', listener)
  return () => {
    removeEventListener(changeEvent, listener)
    removeEventListener('storage', listener)
  }
}

/** The provider a "Load …" button allows, if the element is one. */
export function providerOfLoadButton(element: Element): Provider | undefined {
  const value = element.closest(`[${consentLoadAttribute}]`)?.getAttribute(consentLoadAttribute)
  return isProvider(value) ? value : undefined
}

/** Whether a panel may start its provider now: it asks for nothing, or it has been allowed. */
export function mayStart(panel: Element): boolean {
  const provider = panel.closest(`[${consentForAttribute}]`)?.getAttribute(consentForAttribute)
  return !isProvider(provider) || hasConsent(provider)
}
