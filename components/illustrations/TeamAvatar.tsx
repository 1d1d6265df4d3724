import { colors } from '../theme/theme.ts'
import { IllustrationSvg, type IllustrationProps } from './IllustrationSvg.tsx'

export const teamAvatarLabel = 'A drawn head and shoulders standing in for a photo.'

/**
 * A neutral head and shoulders in work clothes, standing in for a team member's photo until there
 * is one: no face, no age, no gender, so it can never pass for a real person.
 */
export function TeamAvatar({ label }: IllustrationProps) {
  return (
    <IllustrationSvg width={160} height={160} label={label}>
      <rect width="160" height="160" rx="80" fill={colors.navyWash} />
      {/* Shoulders in a work top, with the collar in the accent colour. */}
      <path d="M28 160c4-34 26-52 52-52s48 18 52 52z" fill={colors.navy} />
      <path d="M64 110l16 18 16-18" fill="none" stroke={colors.accent} strokeWidth="6" strokeLinejoin="round" />
      <circle cx="80" cy="70" r="28" fill={colors.pipeWall} />
      <path d="M52 66a28 28 0 0156 0c-8-10-20-14-28-14s-20 4-28 14z" fill={colors.navyDark} />
    </IllustrationSvg>
  )
}
