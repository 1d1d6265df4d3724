import { css } from '@emotion/react'
import type { ReactNode } from 'react'

/** Props every drawing accepts: `label` names it for screen readers; without one it is decorative (the caption speaks). */
export interface IllustrationProps {
  label?: string
  className?: string
}

// One shared class for every drawing, so the page's CSS carries this rule once.
const fluid = css({ display: 'block', width: '100%', height: 'auto' })

/** The outer <svg>: intrinsic ratio from width/height, fluid width via CSS, and role or aria-hidden. */
export function IllustrationSvg({
  width,
  height,
  label,
  className,
  children,
}: IllustrationProps & {
  width: number
  height: number
  children: ReactNode
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' as const }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} css={fluid} className={className} fontFamily="inherit" {...a11y}>
      {children}
    </svg>
  )
}
