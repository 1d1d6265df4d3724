import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { useHydrated } from '../layout/useHydrated'
import { colors, layout } from '../theme/theme'

/** A box of fixed height for something a third party draws, so its arrival moves nothing. */
export const FixedFrame = styled.div<{ height: string }>`
  position: relative;
  height: ${({ height }) => height};
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
  &:empty { pointer-events: none; }
  &:not(:empty) { background: ${colors.white}; }
`

const Status = styled.p`
  color: ${colors.muted};
  margin-bottom: 0;
`

interface WidgetPanelProps {
  /** The id the provider's script looks for. */
  mountId: string
  /** The panel's fixed height: the space the widget will fill. */
  height: string
  /** Shown until the widget covers it, and all that remains if it never loads. */
  fallback: ReactNode
  /** Said once JavaScript runs; without it, the fallback speaks alone. */
  status: string
}

/** A fixed-size home for a third-party widget, useful before, without and instead of it. */
export function WidgetPanel({ mountId, height, fallback, status }: WidgetPanelProps) {
  const hydrated = useHydrated()
  return (
    <Panel height={height}>
      {fallback}
      {/* Last in the panel, so its changing text cannot push anything else down. */}
      <Status role="status">{hydrated ? status : ''}</Status>
      <WidgetMount id={mountId} />
    </Panel>
  )
}
