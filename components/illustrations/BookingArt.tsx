import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const bookingArtLabel = 'A calendar with one day ringed, and a phone showing the booking confirmed.'

const cell = 22
const pitch = 30

/** Hero art for booking: a wall calendar with one day ringed, and a phone with the booking confirmed. */
export function BookingArt() {
  const rows = [0, 1, 2, 3, 4]
  // The ringed day: fifth column, third row.
  const dayX = 54 + 4 * pitch
  const dayY = 106 + 2 * pitch
  return (
    <IllustrationSvg width={400} height={300}>
      {/* Calendar: navy header, a grid of days drawn as dashed strokes (one element per week). */}
      <rect x="38" y="40" width="234" height="236" rx="14" fill={colors.white} stroke={colors.border} strokeWidth="2" />
      <path d="M38 54a14 14 0 0 1 14-14h206a14 14 0 0 1 14 14v34H38z" fill={colors.navy} />
      <path d="M70 32v20M120 32v20M190 32v20M240 32v20" stroke={colors.navyDark} strokeWidth="8" strokeLinecap="round" />
      <path d="M60 66h90" stroke={colors.white} strokeOpacity=".8" strokeWidth="8" strokeLinecap="round" />
      <g stroke={colors.warmGrey} strokeWidth={cell} strokeDasharray={`${cell} ${pitch - cell}`}>
        {rows.map((r) => (
          <path key={r} d={`M54 ${117 + r * pitch}h202`} />
        ))}
      </g>
      <rect x={dayX} y={dayY} width={cell} height={cell} rx="4" fill={colors.navy} />
      <path
        d={`M${dayX - 14} ${dayY + 6}c8-16 42-14 46 4s-22 26-40 16-12-24 4-28`}
        fill="none"
        stroke={colors.accent}
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* Phone: the booking confirmed, with the call-to-action bar in amber. */}
      <g transform="rotate(6 300 200)">
        <rect x="252" y="104" width="100" height="184" rx="16" fill={colors.navyDark} />
        <rect x="260" y="120" width="84" height="154" rx="6" fill={colors.white} />
        <path d="M290 112h24" stroke={colors.white} strokeOpacity=".5" strokeWidth="3" strokeLinecap="round" />
        <circle cx="302" cy="160" r="20" fill={colors.success} />
        <path d="M292 160l7 7 13-14" fill="none" stroke={colors.white} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M276 198h52M284 214h36" stroke={colors.border} strokeWidth="7" strokeLinecap="round" />
        <rect x="272" y="240" width="60" height="20" rx="10" fill={colors.accent} />
      </g>
    </IllustrationSvg>
  )
}
