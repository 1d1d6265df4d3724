import { colors } from '../theme/theme.ts'

/** Our base on a map: a pin whose tip is the spot (x, y). */
export function BasePin({ x, y }: { x: number; y: number }) {
  return (
    <>
      <path
        d={`M${x} ${y}c-5-8-10-12-10-19a10 10 0 1 1 20 0c0 7-5 11-10 19z`}
        fill={colors.navyDark}
        stroke={colors.white}
        strokeWidth="2"
      />
      <circle cx={x} cy={y - 19} r="4" fill={colors.accent} />
    </>
  )
}
