import type { ReactNode } from 'react'
import { fontStack } from '../theme/theme.ts'

/**
 * The outer <svg> of every drawing. Drawings are written to files at build time (see
 * artwork.tsx) and shown with <img>, whose alt names them, so the root carries its namespace,
 * its size and its font, and nothing for screen readers.
 */
export function IllustrationSvg({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontFamily={fontStack}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
