import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'
import { figures } from '../../data/facts.ts'

export const pipeBoresLabel = `Cross-sections of ${figures.microboreMinMillimetres}, ${figures.microboreMaxMillimetres} and ${figures.standardPipeMillimetres}mm pipes to scale, each lined with the same thickness of sludge. The small bores are almost closed.`

// Drawn to scale: 10 units per millimetre.
const scale = 10
// Copper tube walls (EN 1057): 0.6 mm for microbore, 0.7 mm for 15 mm.
const wallMm = (outside: number) => (outside < 15 ? 0.6 : 0.7)
// The same illustrative layer of sludge in every pipe.
const sludgeMm = 2.4
const gap = 50
const top = 16

// The pipes side by side from the left, the largest setting the baseline; laid out once, as the
// figures are fixed at build time.
const sizes = [figures.microboreMinMillimetres, figures.microboreMaxMillimetres, figures.standardPipeMillimetres]
const base = top + Math.max(...sizes) * scale
let x = 20
const pipes = sizes.map((mm) => {
  const r = (mm * scale) / 2
  const cx = x + r
  x += mm * scale + gap
  return { mm, cx, r }
})
const width = x - gap + 20
/** What each colour is, in a row under the sizes (review: "what is the brown?"). */
const keyY = base + 76
const keyNameWidth = (name: string) => name.length * 11 // at 20 units, about 0.55 of the size a letter
const keyItemWidth = (name: string) => 26 + keyNameWidth(name)
const keyGap = 32
const keyNames = [
  { fill: colors.copper, name: 'Copper pipe' },
  { fill: colors.sludge, name: 'Sludge' },
  { fill: colors.water, name: 'Water' },
]
// Centred as a row: each swatch and name after the last one's, as a sentence is set.
let keyLeft = (width - keyNames.reduce((sum, { name }) => sum + keyItemWidth(name), keyGap * (keyNames.length - 1))) / 2
const key = keyNames.map((item) => {
  const left = keyLeft
  keyLeft += keyItemWidth(item.name) + keyGap
  return { ...item, left }
})
/** The drawing's size, for the <img> that shows it before it loads (ArtworkImage). */
export const pipeBoresSize = { width, height: keyY + 16 }

/** 8, 10 and 15 mm copper pipes in cross-section at true proportion, each lined with the same sludge. */
export function PipeBores() {
  return (
    <IllustrationSvg {...pipeBoresSize}>
      {pipes.map(({ mm, cx, r }) => {
        const cy = base - r
        const inner = r - wallMm(mm) * scale
        return (
          <g key={mm}>
            <circle cx={cx} cy={cy} r={r} fill={colors.copper} />
            <circle cx={cx} cy={cy} r={inner} fill={colors.sludge} />
            <circle
              cx={cx}
              cy={cy}
              r={Math.max(inner - sludgeMm * scale, 0)}
              fill={colors.water}
              stroke={colors.sludgeDark}
              strokeWidth="1.5"
            />
            <text x={cx} y={base + 36} textAnchor="middle" fontSize="24" fontWeight="700" fill={colors.navy}>
              {mm}mm
            </text>
          </g>
        )
      })}
      {key.map(({ fill, name, left }) => (
        <g key={name}>
          <circle cx={left + 9} cy={keyY - 7} r="9" fill={fill} />
          <text x={left + 26} y={keyY} fontSize="20" fill={colors.navy}>
            {name}
          </text>
        </g>
      ))}
    </IllustrationSvg>
  )
}
