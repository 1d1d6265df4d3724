import { colors } from '../theme/theme.ts'
import { Figure } from './Figure.tsx'

/** A pellet travels to the blockage, dissolves and releases the cleaner where it is needed. */
export function PelletFlush() {
  return (
    <Figure caption="Pellets travel with the water to the blockage, dissolve there and break it up; the flush then carries the debris out.">
      <svg viewBox="0 0 400 200" width="400" height="200" aria-hidden="true" focusable="false">
        <rect x="10" y="80" width="380" height="40" rx="20" fill={colors.pipeWall} />
        <rect x="16" y="86" width="368" height="28" rx="14" fill={colors.water} />
        <path d="M250 86h60v28h-60c10-8 10-20 0-28z" fill={colors.sludge} />
        <circle cx="70" cy="100" r="9" fill={colors.accent} />
        <circle cx="150" cy="100" r="7" fill={colors.accent} opacity="0.8" />
        <circle cx="215" cy="100" r="5" fill={colors.accent} opacity="0.6" />
        <circle cx="240" cy="94" r="2.5" fill={colors.accent} opacity="0.5" />
        <circle cx="243" cy="106" r="2" fill={colors.accent} opacity="0.5" />
        <path d="M40 60h80m-12-8 12 8-12 8" stroke={colors.navy} strokeWidth="3" fill="none" strokeLinecap="round" />
        <text x="40" y="48" fontSize="15" fill={colors.navy} fontWeight="700">
          flow
        </text>
        <text x="55" y="150" fontSize="14" fill={colors.muted}>
          pellet
        </text>
        <text x="175" y="150" fontSize="14" fill={colors.muted}>
          dissolving
        </text>
        <text x="255" y="150" fontSize="14" fill={colors.muted}>
          blockage
        </text>
      </svg>
    </Figure>
  )
}
