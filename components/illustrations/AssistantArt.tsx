import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const assistantArtLabel = 'Flushy, a water droplet carrying a pellet, answering a question in a chat.'

/** Hero art for the assistant: a short chat, with Flushy as a droplet carrying a pellet. */
export function AssistantArt() {
  return (
    <IllustrationSvg width={400} height={300}>
      {/* The visitor's question, right-aligned, in warm grey. */}
      <path
        d="M176 40h176a16 16 0 0 1 16 16v36a16 16 0 0 1-16 16h-4l8 16-26-16H176a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z"
        fill={colors.warmGrey}
        stroke={colors.border}
        strokeWidth="2"
      />
      <path d="M182 64h150M182 84h96" stroke={colors.muted} strokeOpacity=".45" strokeWidth="8" strokeLinecap="round" />
      {/* Flushy's answer, in navy, pointing down to Flushy. */}
      <path
        d="M144 132h200a16 16 0 0 1 16 16v46a16 16 0 0 1-16 16H168l-26 18 6-20a16 16 0 0 1-20-16v-44a16 16 0 0 1 16-16z"
        fill={colors.navy}
      />
      <path d="M150 156h170M150 176h186M150 196h110" stroke={colors.white} strokeOpacity=".75" strokeWidth="8" strokeLinecap="round" />
      {/* Typing: Flushy has more to say. */}
      <rect x="160" y="234" width="76" height="34" rx="17" fill={colors.warmGrey} stroke={colors.border} strokeWidth="2" />
      <g fill={colors.navy}>
        <circle cx="180" cy="251" r="5" />
        <circle cx="198" cy="251" r="5" opacity=".65" />
        <circle cx="216" cy="251" r="5" opacity=".35" />
      </g>
      {/* Flushy: a droplet with a pellet fizzing inside, drawn at 1.25× about its base. */}
      <g transform="translate(-19 -67) scale(1.25)">
        <path
          d="M76 150c-14 22-40 48-40 78a40 40 0 0 0 80 0c0-30-26-56-40-78z"
          fill={colors.water}
          stroke={colors.navy}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M52 226c0-12 6-24 14-36" fill="none" stroke={colors.white} strokeWidth="5" strokeLinecap="round" />
        <rect
          x="66"
          y="228"
          width="30"
          height="18"
          rx="9"
          fill={colors.accent}
          stroke={colors.navyDark}
          strokeWidth="2.5"
          transform="rotate(-20 81 237)"
        />
        <g fill={colors.white}>
          <circle cx="96" cy="214" r="3" />
          <circle cx="86" cy="204" r="2" />
          <circle cx="100" cy="200" r="1.5" />
        </g>
      </g>
    </IllustrationSvg>
  )
}
