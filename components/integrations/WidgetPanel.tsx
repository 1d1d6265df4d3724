import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { useHydrated } from '../../hooks/useHydrated.ts'
import { colors, layout } from '../theme/theme.ts'
import { scriptAttribute, type ScriptStatus, type ThirdPartyScript } from './third-party-scripts.ts'
import { useThirdPartyScript } from './useThirdPartyScript.ts'

/** A box of fixed height for something a third party draws, so its arrival moves nothing. */
export const FixedFrame = styled('div', { shouldForwardProp: (prop) => prop !== 'boxHeight' })<{ boxHeight: string }>`
  position: relative;
  height: ${({ boxHeight }) => boxHeight};
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${layout.radius};
`

const Panel = styled(FixedFrame)`
  background: ${colors.white};
  padding: 1.25rem;
`

/**
 * Where the provider draws its widget: laid over the fallback, so the widget arriving (or
 * never arriving) moves nothing else on the page. Empty, it lets clicks through to the fallback.
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

const Status = styled.p`
  color: ${colors.muted};
  margin-bottom: 0;
`

interface WidgetPanelProps {
  /** The provider's script, a constant: started by the boot script, or on client navigation. */
  script: ThirdPartyScript
  /** The id the provider's script looks for. */
  mountId: string
  /** The panel's fixed height: the space the widget will fill. */
  height: string
  /** Shown until the widget covers it, and all that remains if it never loads. */
  fallback: ReactNode
  /** Said once the app runs; before and without it, the fallback speaks alone. */
  statusText: Record<ScriptStatus, string>
}

/** A fixed-size home for a third-party widget, useful before, without and instead of it. */
export function WidgetPanel({ script, mountId, height, fallback, statusText }: WidgetPanelProps) {
  const hydrated = useHydrated()
  const status = useThirdPartyScript(script)
  return (
    <Panel boxHeight={height} {...{ [scriptAttribute]: JSON.stringify(script) }}>
      {fallback}
      {/* Last in the panel, so its changing text cannot push anything else down. */}
      <Status role="status">{hydrated ? statusText[status] : ''}</Status>
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
