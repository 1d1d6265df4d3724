// Waits for the visitor to reach into the form, then loads the form's behaviour
// (enquiry-enhance.ts, with the schema) and hands it over.
import { useEffect } from 'react'
import { usePageContext } from '../../hooks/page-context.tsx'
import { enquiryDraftKey, enquiryFieldNames, enquiryIds } from '../../enquiry/fields.ts'
import type { EnhancedEnquiryForm } from './enquiry-enhance.ts'

/** Signs that the visitor is starting on the form. */
const firstUse = ['focusin', 'input', 'pointerdown'] as const

/** A draft to restore, or answers in the address to fill in: the behaviour is wanted at once. */
function hasAnswersWaiting(): boolean {
  const query = new URLSearchParams(location.search)
  if (enquiryFieldNames.some((name) => query.has(name))) return true
  try {
    return localStorage.getItem(enquiryDraftKey) !== null
  } catch {
    return false
  }
}

function loadOnFirstUse(form: HTMLFormElement, fill: boolean, signal: AbortSignal): void {
  const untilLoaded = new AbortController()
  signal.addEventListener('abort', () => untilLoaded.abort())
  let loading: Promise<EnhancedEnquiryForm> | undefined
  let touched = false
  const load = (touch: boolean): Promise<EnhancedEnquiryForm> => {
    touched ||= touch
    loading ??= import('./enquiry-enhance.ts').then(({ enhanceEnquiryForm }) => {
      // From here the form's own listeners answer; these would answer twice.
      untilLoaded.abort()
      return enhanceEnquiryForm(form, { fill, touched })
    })
    // Offline for a moment: the next touch tries again.
    loading.catch(() => (loading = undefined))
    return loading
  }
  const listening = { signal: untilLoaded.signal, passive: true }
  for (const type of firstUse) form.addEventListener(type, () => void load(true).catch(() => undefined), listening)
  // Sent before the behaviour arrived: send it the same way once it has, or as a plain post if it cannot load.
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault()
      load(true).then(
        (enhanced) => enhanced.submit(),
        () => form.submit(),
      )
    },
    { signal: untilLoaded.signal },
  )
  if (form.contains(document.activeElement)) void load(true).catch(() => undefined)
  else if (hasAnswersWaiting()) void load(false).catch(() => undefined)
}

/**
 * Loads the form's behaviour when the visitor first focuses, types in or taps inside the form,
 * or at once when the focus is already there or answers are waiting to be filled in. After
 * client navigation the form arrives without the boot script having filled it, so the
 * behaviour fills it.
 */
export function useEnquiryEnhancement(): void {
  const { isHydration } = usePageContext()
  useEffect(() => {
    const form = document.getElementById(enquiryIds.form)
    if (!(form instanceof HTMLFormElement)) return
    const controller = new AbortController()
    loadOnFirstUse(form, !isHydration, controller.signal)
    return () => controller.abort()
  }, [isHydration])
}
