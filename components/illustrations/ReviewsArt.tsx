import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const reviewsArtLabel = 'Two review cards, each with five stars, beside a radiator warm from top to bottom.'

/** A five-pointed star of radius 14 centred on the origin, for the cards' rows of stars. */
const star = 'M0-14 4.1-5.7 13.3-4.3 6.7 2.2 8.2 11.3 0 7 -8.2 11.3 -6.7 2.2 -13.3-4.3 -4.1-5.7Z'

function ReviewCard({ x, y, tilt }: { x: number; y: number; tilt: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${tilt})`}>
      {/* The site's review card: white, its top edge amber. */}
      <rect width="220" height="118" rx="14" fill={colors.accent} />
      <rect y="6" width="220" height="112" rx="14" fill={colors.white} />
      <rect width="220" height="118" rx="14" fill="none" stroke={colors.border} strokeWidth="2" />
      <circle cx="34" cy="40" r="16" fill={colors.navy} />
      <path d="M60 34h90M60 50h60" stroke={colors.muted} strokeOpacity=".45" strokeWidth="7" strokeLinecap="round" />
      <g fill={colors.accent} stroke={colors.starGold} strokeWidth="1.5" strokeLinejoin="round">
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={index} d={star} transform={`translate(${30 + index * 30} 80) scale(.8)`} />
        ))}
      </g>
      <path d="M20 104h150" stroke={colors.muted} strokeOpacity=".3" strokeWidth="6" strokeLinecap="round" />
    </g>
  )
}

/** Hero art for the reviews page: what customers say, beside what they got (a radiator warm all over). */
export function ReviewsArt() {
  return (
    <IllustrationSvg width={400} height={300}>
      {/* A radiator warm from top to bottom: amber fins on a navy frame, on its two legs. */}
      <g transform="translate(250 70)">
        <rect width="126" height="150" rx="10" fill={colors.accentWash} stroke={colors.navy} strokeWidth="4" />
        <path d="M22 18v114M42 18v114M62 18v114M82 18v114M102 18v114" stroke={colors.accent} strokeWidth="10" strokeLinecap="round" />
        <path d="M14 150v30M112 150v30" stroke={colors.navy} strokeWidth="6" strokeLinecap="round" />
        <path
          d="M40-12c-6-10 6-16 0-26M64-12c-6-10 6-16 0-26M88-12c-6-10 6-16 0-26"
          fill="none"
          stroke={colors.accent}
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      <ReviewCard x={30} y={40} tilt={-4} />
      <ReviewCard x={46} y={156} tilt={3} />
    </IllustrationSvg>
  )
}
