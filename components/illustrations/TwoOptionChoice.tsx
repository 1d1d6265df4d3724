import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const twoOptionChoiceLabel = 'An engineer’s clipboard with two options, Standard and No Fix No Fee, one of them ticked.'

type Option = 'standard' | 'no-fix-no-fee'
const options: [Option, string, number][] = [
  ['standard', 'Standard', 120],
  ['no-fix-no-fee', 'No Fix No Fee', 190],
]

/** The choice on the day: a quote on a clipboard with two boxes, one ticked. */
export function TwoOptionChoice({ chosen = 'no-fix-no-fee' }: { chosen?: Option }) {
  return (
    <IllustrationSvg width={400} height={310}>
      <rect x="46" y="22" width="288" height="282" rx="14" fill={colors.navy} />
      <rect x="62" y="44" width="256" height="244" rx="4" fill={colors.white} />
      <rect x="146" y="10" width="88" height="36" rx="10" fill={colors.pipeWall} stroke={colors.navyDark} strokeWidth="3" />
      <circle cx="190" cy="22" r="5" fill={colors.navy} />
      {/* The firm's mark heads the quote: pellet in a pipe. */}
      <rect x="262" y="60" width="36" height="36" rx="8" fill={colors.navy} />
      <path d="M268 80h24" stroke={colors.water} strokeWidth="7" strokeLinecap="round" />
      <circle cx="276" cy="80" r="3" fill={colors.accent} />
      {/* Quote text stands in as grey bars: the words are in the page, not the picture. */}
      <path d="M84 72h130M84 92h80M128 155h150M128 225h120M90 270h100" stroke={colors.border} strokeWidth="7" strokeLinecap="round" />
      {options.map(([key, text, y]) => {
        const ticked = key === chosen
        return (
          <g key={key}>
            <rect
              x="84"
              y={y}
              width="30"
              height="30"
              rx="6"
              fill={ticked ? colors.accent : colors.white}
              stroke={colors.navy}
              strokeWidth="3"
            />
            {ticked && (
              <path
                d={`M91 ${y + 15}l7 7 11-14`}
                fill="none"
                stroke={colors.onAccent}
                strokeWidth="4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
            <text x="128" y={y + 23} fontSize="22" fontWeight="700" fill={colors.navy}>
              {text}
            </text>
          </g>
        )
      })}
      <path
        d="M96 262c6-16 14-18 16-4s8 8 14-4 12-8 14 2 10 2 16-6"
        fill="none"
        stroke={colors.navy}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {/* A pen resting against the board. */}
      <g transform="rotate(28 360 200)">
        <rect x="352" y="126" width="16" height="132" rx="5" fill={colors.navyDark} />
        <rect x="352" y="126" width="16" height="26" rx="5" fill={colors.accent} />
        <path d="M352 256h16l-8 20z" fill={colors.pipeWall} />
      </g>
    </IllustrationSvg>
  )
}
