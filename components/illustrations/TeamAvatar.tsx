import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const teamAvatarLabel = 'A drawn head and shoulders standing in for a photo.'

/**
 * A neutral head and shoulders in work clothes, standing in for a team member's photo until there
 * is one: no face, no age, no gender, so it can never pass for a real person. It fills the square
 * frame edge to edge, as a photo will, at the size the cards show a photo.
 */
export function TeamAvatar() {
  return (
    <IllustrationSvg width={240} height={240}>
      <rect width="240" height="240" fill={colors.navyWash} />
      {/* Shoulders in a work top, with the collar in the accent colour. */}
      <path d="M42 240c6-51 39-78 78-78s72 27 78 78z" fill={colors.navy} />
      <path d="M96 165l24 27 24-27" fill="none" stroke={colors.accent} strokeWidth="9" strokeLinejoin="round" />
      <circle cx="120" cy="105" r="42" fill={colors.pipeWall} />
      <path d="M78 99a42 42 0 0184 0c-12-15-30-21-42-21s-30 6-42 21z" fill={colors.navyDark} />
    </IllustrationSvg>
  )
}
