import styled from '@emotion/styled'
import { useEffect, useState, type ReactNode } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { useHydrated } from '../../hooks/page-context.tsx'
import { colors, layout } from '../theme/theme.ts'
import { cardSurface } from '../ui/shared-styles.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'
import { consentForAttribute, type Provider } from './consent.ts'
import { ConsentPrompt } from './ConsentPrompt.tsx'
import { scriptAttribute, type ScriptStatus, type ThirdPartyScript } from './third-party-scripts.ts'
import { useConsent, useThirdPartyScript } from './useThirdPartyScript.ts'
import { providerSlowAfterMs } from './frame-slot.ts'

/** A box of fixed height for something a third party draws, so its arrival moves nothing. */
export const FixedFrame = styled.div<{ $boxHeight: string }>`
  position: relative;
  height: ${({ $boxHeight }) => $boxHeight};
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
`

/**
 * At least the space the widget will fill, and as tall as what it holds without it: nothing in
 * the fallback is ever cut off, and the widget, laid over it, arriving moves nothing.
 */
const Panel = styled.div<{ $minBoxHeight: string; $framed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: ${({ $minBoxHeight }) => $minBoxHeight};
  ${({ $framed }) => ($framed ? cardSurface : '')}
  /* Unframed (cards of its own inside), the fallback and status line up with the page's text. */
  --panel-inset: ${({ $framed }) => ($framed ? '1.25rem' : '0')};
`

/** What the panel says while the widget is absent, whole. */
const Fallback = styled.div`
  flex: 1;
  /* Never wider than the panel, whatever a sideways row inside it holds. */
  min-width: 0;
  padding: var(--panel-inset);
`

/**
 * Where the provider draws its widget: laid over the fallback, so the widget arriving (or
 * never arriving) moves nothing else on the page; a widget taller than the panel scrolls within
 * it. Empty, it lets clicks through to the fallback.
 */
const WidgetMount = styled.div`
  position: absolute;
  inset: 0;
  overflow: auto;
  &:empty {
    pointer-events: none;
  }
  &:not(:empty) {
    background: ${colors.white};
  }
`

/** True once `waiting` has held for the slow time. */
function useSlow(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setSlow(true), providerSlowAfterMs)
    return () => clearTimeout(timer)
  }, [waiting])
  return waiting && slow
}

interface WidgetPanelProps {
  provider: Provider
  /** How the consent prompt names it and its button ("the chat", "Load the chat"), when the site asks first. */
  consent: { what: string; action: string; providerName: string }
  /** The provider's script, a constant: started by the inline script, or on client navigation. */
  script: ThirdPartyScript
  /** The id the provider's script looks for. */
  mountId: string
  /** The panel's least height: the space the widget needs. */
  minHeight: string
  /** Shown until the widget covers it, and all that remains if it never loads. */
  fallback: ReactNode
  /** Shown instead, once the app knows the widget has failed or is taking too long. */
  whenUnavailable?: ReactNode
  /** Said once the app runs; before and without it, the fallback speaks alone. */
  statusText: Record<ScriptStatus | 'slow', string>
  /** A card around it (the chat); without, for a fallback made of cards of its own (the reviews). */
  framed?: boolean
}

/** A home for a third-party widget, useful before, without and instead of it. */
export function WidgetPanel({
  provider,
  consent,
  script,
  mountId,
  minHeight,
  fallback,
  whenUnavailable,
  statusText,
  framed = true,
}: WidgetPanelProps) {
  const hydrated = useHydrated()
  const allowed = useConsent(provider)
  const status = useThirdPartyScript(script, allowed)
  const slow = useSlow(hydrated && allowed && status === 'loading')
  const unavailable = hydrated && allowed && (status === 'failed' || slow)
  const asks = siteConfig.thirdPartyConsent === 'ask'
  return (
    <Panel
      $minBoxHeight={minHeight}
      $framed={framed}
      {...{ [scriptAttribute]: JSON.stringify(script) }}
      {...(asks ? { [consentForAttribute]: provider } : {})}
    >
      <Fallback>{unavailable && whenUnavailable ? whenUnavailable : fallback}</Fallback>
      {/* For screen readers only: sighted visitors see the fallback, or the widget over it, and the fallback's own heading once it is not coming. */}
      <VisuallyHidden as="p" role="status">
        {hydrated && allowed ? statusText[slow ? 'slow' : status] : ''}
      </VisuallyHidden>
      <ConsentPrompt provider={provider} {...consent} />
      {/* The widget may draw here before the app hydrates, so React must leave its content alone. */}
      <WidgetMount id={mountId} dangerouslySetInnerHTML={leftToThirdParty} />
    </Panel>
  )
}

/**
 * For an element a third party fills (a widget, a frame): empty in the HTML, and React, which
 * never reconciles such content, leaves alone what was drawn there before hydration.
 */
export const leftToThirdParty = { __html: '' }
