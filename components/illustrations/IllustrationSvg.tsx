import type { ReactNode } from 'react'
import { fontStack } from '../theme/theme.ts'

/** Props every drawing accepts: `label` names it for screen readers; without one it is decorative (the caption speaks). */
export interface IllustrationProps {
  label?: string
}

/**
 * The outer <svg> of every drawing. Drawings are written to files at build time (see
 * artwork.tsx) and shown with <img>, so the root carries its namespace, its size and its font.
 */
export function IllustrationSvg({
  width,
  height,
  label,
  children,
}: IllustrationProps & { width: number; height: number; children: ReactNode }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: 'false' as const }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontFamily={fontStack}
      {...a11y}
    >
      {children}
    </svg>
  )
}
