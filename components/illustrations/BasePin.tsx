import { colors } from '../theme/theme.ts'
import type { Box } from './map-geometry.ts'

/** The room the pin takes, stroke included (round joins keep the tip from reaching past the spot). */
export const basePinBox = (x: number, y: number): Box => ({ x: x - 11, y: y - 30, w: 22, h: 31 })

/** A highlight ring that holds the whole pin: its centre sits mid-pin, its inner edge clear of the pin. */
export const pinRing = { dy: -14, r: 21, stroke: 5 }

/** Our base on a map: a pin whose tip is the spot (x, y). */
export function BasePin({ x, y }: { x: number; y: number }) {
  return (
    <>
      <path
        d={`M${x} ${y}c-5-8-10-12-10-19a10 10 0 1 1 20 0c0 7-5 11-10 19z`}
        fill={colors.navyDark}
        stroke={colors.white}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx={x} cy={y - 19} r="4" fill={colors.accent} />
    </>
  )
}

/** The pin on its own, in a map's key beside the words that say what it marks. */
export function BasePinKey({ children }: { children: string }) {
  const { x, y, w, h } = basePinBox(0, 0)
  return (
    <>
      <svg width={w * 0.75} height={h * 0.75} viewBox={`${x} ${y} ${w} ${h}`} aria-hidden="true">
        <BasePin x={0} y={0} />
      </svg>
      <span>{children}</span>
    </>
  )
}
