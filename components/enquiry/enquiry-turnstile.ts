// Cloudflare Turnstile, when the Worker has put its widget's place in the form (its keys are set):
// Cloudflare's script is loaded when the visitor first touches the form, the widget is drawn there,
// and its token goes with the enquiry. Blocked or failing, it says so instead of throwing.
import { enquiryIds, turnstileOrigin } from '../../enquiry/fields.ts'

/** Explicit rendering: the widget is drawn where and when this script says, not on page load. */
const scriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`

/** The part of Turnstile's API used here (developers.cloudflare.com/turnstile). */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | null | undefined
  reset(widgetId: string): void
}

export interface Challenge {
  /** Loads the script and draws the widget, once. */
  start(): void
  /** The token once there is one; null when Turnstile could not load or has failed. `onWait` is called if it must be waited for. */
  token(onWait: () => void): Promise<string | null>
  /** A token is good for one enquiry: after a send that did not go through, the next needs a new one. */
  renew(): void
}

type State = { kind: 'idle' | 'waiting' | 'failed' } | { kind: 'ready'; token: string }

const turnstileApi = () => (window as Window & { turnstile?: TurnstileApi }).turnstile

/** The form's challenge, or null when Turnstile is off (no widget place, as on a static host). */
export function findChallenge(form: HTMLFormElement, onFailure: () => void): Challenge | null {
  const slot = form.querySelector(`#${enquiryIds.turnstile}`)
  const siteKey = slot instanceof HTMLElement ? slot.dataset.sitekey : undefined
  if (!(slot instanceof HTMLElement) || !siteKey) return null

  let state: State = { kind: 'idle' }
  let widgetId: string | null = null
  let waiters: ((token: string | null) => void)[] = []
  const release = (token: string | null) => {
    for (const waiter of waiters) waiter(token)
    waiters = []
  }
  const fail = () => {
    state = { kind: 'failed' }
    release(null)
    onFailure()
  }

  const render = () => {
    const api = turnstileApi()
    if (!api) return fail()
    try {
      widgetId =
        api.render(slot, {
          sitekey: siteKey,
          callback: (token: string) => {
            state = { kind: 'ready', token }
            release(token)
          },
          // Turnstile tries again by itself: whoever is waiting is told now, and a later token still counts.
          'error-callback': () => {
            state = { kind: 'waiting' }
            release(null)
            return true
          },
          'expired-callback': () => {
            state = { kind: 'waiting' }
          },
          // The token is added to the enquiry by the form's script: the widget's own hidden field would send it twice.
          'response-field': false,
        }) ?? null
    } catch {
      fail()
    }
  }

  const start = () => {
    if (state.kind !== 'idle') return
    state = { kind: 'waiting' }
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.addEventListener('load', render)
    script.addEventListener('error', fail)
    document.head.append(script)
  }

  return {
    start,
    token(onWait) {
      start()
      if (state.kind === 'ready') return Promise.resolve(state.token)
      if (state.kind === 'failed') return Promise.resolve(null)
      onWait()
      return new Promise((resolve) => waiters.push(resolve))
    },
    renew() {
      const api = turnstileApi()
      if (state.kind !== 'ready' || !api || widgetId === null) return
      state = { kind: 'waiting' }
      api.reset(widgetId)
    },
  }
}
