import { useId } from 'react'
import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const companyArtLabel =
  'A house in cross-section: the boiler and one heating loop feeding four radiators, with pellets travelling in the pipe.'

const radiators: [number, number][] = [
  [112, 166],
  [226, 166],
  [158, 238],
  [250, 238],
]
// Pellets on their way round the loop.
const pellets: [number, number][] = [
  [96, 208],
  [180, 196],
  [316, 240],
  [214, 270],
]

/** Hero art for "Who we are": a house in section with its heating loop, pellets on their way round. */
export function CompanyArt() {
  const id = useId()
  return (
    <IllustrationSvg width={400} height={300}>
      <defs>
        {/* A radiator: panel with channels, and its drop to the loop. */}
        <g id={`${id}r`}>
          <path d="M8 20v10M40 20v10" stroke={colors.copper} strokeWidth="3" />
          <rect width="48" height="22" rx="3" fill={colors.white} stroke={colors.navy} strokeWidth="3" />
          <path d="M6 11h36" stroke={colors.navy} strokeWidth="14" strokeDasharray="2 5" strokeOpacity=".35" />
        </g>
      </defs>
      <path d="M20 284h360" stroke={colors.border} strokeWidth="4" strokeLinecap="round" />
      <path d="M290 98V38h26v76z" fill={colors.navyDark} />
      <path d="M52 132L200 42l148 90" fill="none" stroke={colors.navy} strokeWidth="10" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M72 124h256v160H72z" fill={colors.warmGrey} stroke={colors.navy} strokeWidth="5" />
      <path d="M72 206h256" stroke={colors.navy} strokeWidth="5" />
      {/* The firm's mark in the gable. */}
      <circle cx="200" cy="96" r="20" fill={colors.navy} />
      <path d="M188 98h24" stroke={colors.water} strokeWidth="7" strokeLinecap="round" />
      <circle cx="196" cy="98" r="3" fill={colors.accent} />
      {/* Boiler, with its flame, on the ground-floor wall. */}
      <rect x="86" y="220" width="34" height="44" rx="4" fill={colors.white} stroke={colors.navy} strokeWidth="3" />
      <path d="M103 252c-6-4-6-10 0-16 6 6 6 12 0 16z" fill={colors.accent} />
      {/* One loop from the boiler round every radiator and back. */}
      <path d="M96 220V196h220v74H110v-6" fill="none" stroke={colors.copper} strokeWidth="4" strokeLinejoin="round" />
      {radiators.map(([x, y]) => (
        <use key={x * y} href={`#${id}r`} x={x} y={y} />
      ))}
      <g fill={colors.accent} stroke={colors.navyDark} strokeWidth="1.5">
        {pellets.map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r="4.5" />
        ))}
      </g>
    </IllustrationSvg>
  )
}
