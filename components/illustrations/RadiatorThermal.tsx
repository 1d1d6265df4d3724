import { useId } from 'react'
import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

/** What each radiator drawing shows, for its alt text: the pair, each kind of before, and the after. */
export const radiatorLabels = {
  pair: 'A radiator on a thermal camera: before the flush hot only along the top, with cold patches and a cold bottom; after, evenly warm.',
  patches: 'Thermal camera view of a radiator before the flush: hot only along the top, with cold patches and a cold bottom.',
  coldBottom: 'Thermal camera view of a radiator before the flush: warm above a level line, cold along the bottom.',
  topOnly: 'Thermal camera view of a radiator before the flush: warm only in a strip along the top, cold below.',
  after: 'Thermal camera view of a radiator after the flush: evenly warm from top to bottom.',
  patterns:
    'Four radiators on a thermal camera: cold along the top and warm below (air); warm above and cold along the bottom (sludge); warm along the top with cold patches (sludge in the channels); cold all over (no flow).',
}

// One view is 228 × 230; the panel spans x 34–184, y 60–152 (grille strip on top).
const viewWidth = 228
const viewHeight = 230
const gap = 24

// Isotherm bands, coolest first, each from the top edge down to a wavy lower edge: a flat,
// posterised thermal image. The top is hottest on the left, the flow side.
/** How the radiator looked before the flush: each job's own cold places. */
export type BeforePattern = 'patches' | 'cold-bottom' | 'top-only'
const beforeBands: Record<BeforePattern | 'cold-top' | 'all-cold', [string, string][]> = {
  // Air trapped at the top: the hot water fills from the bottom up to a level line. Painted hottest
  // first, then each cooler band from the top edge down, so the top ends coldest.
  'cold-top': [
    [colors.thermalHot, 'M34 60H184V152H34Z'],
    [colors.thermalWarm, 'M34 60H184V104C140 102 90 105 34 103Z'],
    [colors.thermalMild, 'M34 60H184V92C140 90 90 93 34 91Z'],
    [colors.thermalCool, 'M34 60H184V81C140 79 90 82 34 80Z'],
    [colors.thermalCold, 'M34 60H184V70C140 68 90 71 34 69Z'],
  ],
  // No flow at all: cold throughout (a lighter wedge by the valve read as a stray mark in review).
  'all-cold': [],
  // Hot along the top, cold patches in the middle and a cold bottom.
  patches: [
    [colors.thermalCool, 'M34 60H184V130C164 126 146 136 122 132C98 128 72 138 34 134Z'],
    [colors.thermalMild, 'M34 60H184V114C162 110 146 120 124 116C100 112 74 120 34 118Z'],
    [colors.thermalWarm, 'M34 60H184V98C160 94 140 102 118 97C94 92 68 100 34 102Z'],
    [colors.thermalHot, 'M34 60H184V82C158 80 136 88 110 84C86 80 60 86 34 88Z'],
    [colors.thermalPeak, 'M34 60H184V68C150 70 120 75 90 71C66 68 50 72 34 76Z'],
  ],
  // Sludge lying along the bottom: warm above a level line, cold below it.
  'cold-bottom': [
    [colors.thermalCool, 'M34 60H184V136C140 134 90 137 34 135Z'],
    [colors.thermalMild, 'M34 60H184V126C140 124 90 127 34 125Z'],
    [colors.thermalWarm, 'M34 60H184V115C140 113 90 116 34 114Z'],
    [colors.thermalHot, 'M34 60H184V103C140 105 90 101 34 104Z'],
    [colors.thermalPeak, 'M34 60H184V80C150 84 90 78 34 83Z'],
  ],
  // Barely any flow: a warm strip along the top, fading fast, the flow side warmest.
  'top-only': [
    [colors.thermalCool, 'M34 60H184V100C150 97 110 104 70 100C56 99 44 102 34 101Z'],
    [colors.thermalMild, 'M34 60H184V86C150 84 120 90 80 86C60 84 46 89 34 89Z'],
    [colors.thermalWarm, 'M34 60H184V75C160 73 120 79 80 75C60 73 46 78 34 79Z'],
    [colors.thermalHot, 'M34 60H150V66C120 68 80 66 34 70Z'],
  ],
}
const afterBands: [string, string][] = [
  [colors.thermalHot, 'M34 60H184V146C150 142 120 149 90 145C66 142 48 147 34 146Z'],
  [colors.thermalPeak, 'M34 60H184V88C160 96 140 86 114 92C88 98 60 90 34 96Z'],
]

/** One camera view: its title, whether the radiator is warm (its return pipe hot), and its heat over a base colour. */
interface View {
  title: string
  warm: boolean
  base: string
  bands: [string, string][]
  patches?: boolean
}
const afterView: View = { title: 'After', warm: true, base: colors.thermalWarm, bands: afterBands }
const beforeView = (before: BeforePattern): View => ({
  title: 'Before',
  warm: false,
  base: colors.thermalCold,
  bands: beforeBands[before],
  patches: before === 'patches',
})
/** What each common cold pattern looks like (the cold-radiators guide): a row, or two by two for phones. */
const patternViews: View[] = [
  { title: 'Cold top', warm: true, base: colors.thermalCold, bands: beforeBands['cold-top'] },
  { title: 'Cold bottom', warm: false, base: colors.thermalCold, bands: beforeBands['cold-bottom'] },
  { title: 'Cold patches', warm: false, base: colors.thermalCold, bands: beforeBands.patches, patches: true },
  { title: 'Cold all over', warm: false, base: colors.thermalCool, bands: beforeBands['all-cold'] },
]

/** A single-panel convector radiator on a thermal camera: before the flush (cold bottom, cold patches) and after (even warmth), or the four cold patterns. */
export function RadiatorThermal({
  variant = 'pair',
  before = 'patches',
  badge,
}: {
  variant?: 'pair' | 'before' | 'after' | 'patterns' | 'patterns-grid'
  before?: BeforePattern
  /** Drawn on every screen, where no caption says it (in a case study the card's caption does): each is a drawing, not a scan. */
  badge?: string
}) {
  const id = useId()
  const views =
    variant === 'pair'
      ? [beforeView(before), afterView]
      : variant === 'before'
        ? [beforeView(before)]
        : variant === 'after'
          ? [afterView]
          : patternViews
  const columns = variant === 'patterns-grid' ? 2 : views.length
  // Two by two, the drawing shows at about half size on a phone's guide card: larger words keep its titles at 12 px.
  const [titleSize, badgeSize] = variant === 'patterns-grid' ? [24, 18] : [20, 16]
  const rows = Math.ceil(views.length / columns)
  const width = columns * viewWidth + (columns - 1) * gap
  const height = rows * viewHeight + (rows - 1) * gap
  return (
    <IllustrationSvg width={width} height={height}>
      <defs>
        <clipPath id={`${id}c`}>
          <rect x="34" y="60" width="150" height="92" rx="3" />
        </clipPath>
        {/* The camera screen, floor and pipework; the return pipe takes its colour from `color` on <use>. */}
        <g id={`${id}s`}>
          <rect width={viewWidth} height={viewHeight} rx="14" fill={colors.thermalBg} />
          <path d="M24 152v42" stroke={colors.thermalHot} strokeWidth="7" />
          <path d="M192 152v42" stroke="currentColor" strokeWidth="7" />
          <path d="M10 194h208v10H10z" fill={colors.thermalCold} />
          <path d="M10 194h208" stroke={colors.white} strokeOpacity=".4" strokeWidth="2" />
          <rect x="16" y="138" width="16" height="16" rx="3" fill={colors.thermalHot} />
          <rect x="17" y="106" width="14" height="32" rx="5" fill={colors.thermalWarm} />
          <path d="M24 110v24" stroke={colors.thermalBg} strokeWidth="14" strokeDasharray="2 4" strokeOpacity=".4" />
          <rect x="184" y="138" width="16" height="16" rx="3" fill="currentColor" />
          <rect x="187" y="129" width="10" height="9" rx="2" fill="currentColor" />
          <path d="M10 26V10h16M202 10h16v16M218 204v16h-16M26 220H10v-16" stroke={colors.white} strokeWidth="2.5" fill="none" />
          <g strokeWidth="6">
            {[colors.thermalPeak, colors.thermalHot, colors.thermalWarm, colors.thermalMild, colors.thermalCool, colors.thermalCold].map(
              (c, i) => (
                <path key={c} d={`M209 ${62 + i * 15}v15`} stroke={c} />
              ),
            )}
          </g>
        </g>
        {/* Drawn over the heat: convector grille slots, pressed vertical channels, outline. */}
        <g id={`${id}o`} fill="none" stroke={colors.thermalBg}>
          <path d="M38 64h142" strokeWidth="5" strokeDasharray="2 3" strokeOpacity=".5" />
          <path d="M39 109h140" strokeWidth="80" strokeDasharray="1.2 8.8" strokeOpacity=".22" />
          <rect x="34" y="60" width="150" height="92" rx="3" strokeWidth="2" />
        </g>
      </defs>
      {views.map((view, i) => (
        <g
          key={view.title}
          transform={i ? `translate(${(i % columns) * (viewWidth + gap)} ${Math.floor(i / columns) * (viewHeight + gap)})` : undefined}
        >
          <use href={`#${id}s`} color={view.warm ? colors.thermalHot : colors.thermalCool} />
          <g clipPath={`url(#${id}c)`}>
            <path d="M34 60h150v92H34z" fill={view.base} />
            {view.bands.map(([fill, d]) => (
              <path key={fill} d={d} fill={fill} />
            ))}
            {view.patches ? (
              <>
                <ellipse cx="76" cy="112" rx="18" ry="10" fill={colors.thermalCool} />
                <ellipse cx="76" cy="113" rx="9" ry="5" fill={colors.thermalCold} />
                <ellipse cx="152" cy="112" rx="12" ry="7" fill={colors.thermalCool} />
              </>
            ) : null}
          </g>
          <use href={`#${id}o`} />
          <text x="114" y="40" textAnchor="middle" fontSize={titleSize} fontWeight="700" fill={colors.white}>
            {view.title}
          </text>
          {/* In the dark under the radiator, clear of the pipes, floor and corner marks: outlined, so it labels the screen without covering it; at 16 units, still 11 px where a phone shows the pair small (13 came to 7, review 15). */}
          {badge && (
            <g fontSize={badgeSize} fontWeight="700" transform={`translate(${viewWidth / 2} 162)`}>
              <rect
                x={-(badge.length * 0.275 * badgeSize + 10)}
                width={badge.length * 0.55 * badgeSize + 20}
                height={badgeSize * 1.5}
                rx={badgeSize * 0.75}
                fill="none"
                stroke={colors.white}
                strokeOpacity=".7"
              />
              <text y={badgeSize + 1.5} textAnchor="middle" fill={colors.white}>
                {badge}
              </text>
            </g>
          )}
        </g>
      ))}
      {variant === 'pair' && (
        <path
          d={`M${viewWidth + 8} 100l8 15-8 15`}
          stroke={colors.accent}
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </IllustrationSvg>
  )
}
