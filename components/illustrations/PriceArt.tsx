import { useId } from 'react'
import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const priceArtLabel = 'Radiators counted one, two, three, with a price tag: the price follows the number of radiators.'

const radiatorXs = [24, 144, 264]

/** Hero art for prices: radiators counted 1, 2, 3 and a price tag. */
export function PriceArt() {
  const id = useId()
  return (
    <IllustrationSvg width={400} height={300}>
      <defs>
        {/* A single-panel radiator with grille, channels, valves and pipe tails. */}
        <g id={`${id}r`}>
          <path d="M6 70v26M106 70v26" stroke={colors.copper} strokeWidth="5" />
          <rect x="0" y="62" width="12" height="12" rx="3" fill={colors.muted} />
          <rect x="100" y="62" width="12" height="12" rx="3" fill={colors.muted} />
          <rect x="12" y="0" width="88" height="70" rx="4" fill={colors.white} stroke={colors.navy} strokeWidth="4" />
          <path d="M16 35h80" stroke={colors.navy} strokeWidth="56" strokeDasharray="2 7" strokeOpacity=".3" />
          <path d="M16 7h80" stroke={colors.navy} strokeWidth="4" strokeDasharray="2 3" />
        </g>
      </defs>
      <path d="M12 286h376" stroke={colors.border} strokeWidth="4" strokeLinecap="round" />
      <g fontSize="22" fontWeight="700" textAnchor="middle">
        {radiatorXs.map((x, i) => (
          <g key={x}>
            <use href={`#${id}r`} x={x} y="190" />
            <circle cx={x + 20} cy="186" r="18" fill={colors.navy} stroke={colors.white} strokeWidth="3" />
            <text x={x + 20} y="194" fill={colors.white}>
              {i + 1}
            </text>
          </g>
        ))}
      </g>
      {/* The tag is tied to the middle radiator. */}
      <path d="M250 190c10-40 2-86-20-108" fill="none" stroke={colors.muted} strokeWidth="2.5" />
      <g transform="translate(-100 4) rotate(-18 290 90)">
        <path
          d="M236 52h92l28 38-28 38h-92a12 12 0 0 1-12-12V64a12 12 0 0 1 12-12z"
          fill={colors.accent}
          stroke={colors.navyDark}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="332" cy="90" r="7" fill={colors.white} stroke={colors.navyDark} strokeWidth="3" />
        <text x="276" y="108" textAnchor="middle" fontSize="52" fontWeight="800" fill={colors.onAccent}>
          £
        </text>
      </g>
    </IllustrationSvg>
  )
}
