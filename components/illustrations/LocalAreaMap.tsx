import { colors } from '../theme/theme.ts'
import { BasePin } from './BasePin.tsx'
import { IllustrationSvg, type IllustrationProps } from './IllustrationSvg.tsx'
import { boundsAround, fitProjection, pathThrough, placeLabel, type Box, type LatLon, type LatLonPair } from './map-geometry.ts'

export interface MapArea extends LatLon {
  slug: string
  name: string
}

// Context, simplified from the real routes (good to a few hundred metres), west to east / north to south.
const northCircular: LatLonPair[] = [
  [51.5766, -0.2235],
  [51.5884, -0.199],
  [51.598, -0.176],
  [51.606, -0.15],
  [51.612, -0.133],
  [51.611, -0.122],
  [51.6135, -0.108],
  [51.616, -0.076],
  [51.615, -0.061],
  [51.611, -0.042],
  [51.606, -0.015],
  [51.601, 0.01],
  [51.592, 0.03],
]
const m25: LatLonPair[] = [
  [51.698, -0.24],
  [51.6935, -0.205],
  [51.6885, -0.17],
  [51.688, -0.14],
  [51.684, -0.105],
  [51.686, -0.07],
  [51.6855, -0.042],
  [51.688, -0.015],
  [51.68, 0.015],
  [51.672, 0.045],
]
const lea: LatLonPair[] = [
  [51.71, -0.025],
  [51.69, -0.027],
  [51.67, -0.033],
  [51.65, -0.038],
  [51.63, -0.043],
  [51.61, -0.046],
  [51.595, -0.056],
  [51.58, -0.058],
  [51.565, -0.052],
]

const width = 480
const height = 400

/** North London drawn from data: a dot per area, the highlighted one ringed and named, our base pinned. */
/** A road number on its sign colour, as on UK road maps (blue for motorways, green for primary routes). */
function RoadShield({
  at: [x, y],
  name,
  width,
  fill,
  text,
}: {
  at: [number, number]
  name: string
  width: number
  fill: string
  text: string
}) {
  return (
    <g>
      <rect x={x - width / 2} y={y - 10} width={width} height="20" rx="4" fill={fill} />
      <text x={x} y={y + 5} fill={text}>
        {name}
      </text>
    </g>
  )
}

export function LocalAreaMap({
  areas,
  highlight,
  base,
  label,
}: IllustrationProps & {
  areas: MapArea[]
  highlight?: string
  base: LatLon
}) {
  const bounds = boundsAround([...areas, base], 1.6)
  // Names sit to the right of their dots by preference: leave room for them on the east.
  bounds.east += 0.035
  // The M25 runs just north of the outer areas: stretch the view to show it when it is that close.
  const m25South = Math.min(...m25.filter(([, lon]) => lon > bounds.west && lon < bounds.east).map(([lat]) => lat))
  if (m25South - bounds.north < 0.06) bounds.north = Math.max(bounds.north, m25South + 0.006)
  const { project } = fitProjection(bounds, width, height)
  const view = { width, height }
  const taken: Box[] = []

  const points = areas.map((area) => ({ area, xy: project(area.latitude, area.longitude) }))
  const [baseX, baseY] = project(base.latitude, base.longitude)
  // A route shield goes on the road's in-view bend farthest from every dot, so names keep their room.
  const shield = (line: LatLonPair[]) => {
    const dots: [number, number][] = [...points.map((p) => p.xy), [baseX, baseY]]
    const clearance = ([x, y]: [number, number]) => Math.min(...dots.map(([px, py]) => Math.hypot(px - x, py - y)))
    const best = line
      .map(([lat, lon]) => project(lat, lon))
      .filter(([x, y]) => x > 30 && x < width - 30 && y > 16 && y < height - 16)
      .sort((a, b) => clearance(b) - clearance(a))[0]
    if (best) taken.push({ x: best[0] - 24, y: best[1] - 11, w: 48, h: 22 })
    return best
  }
  const m25Shield = shield(m25)
  const a406Shield = shield(northCircular)

  for (const {
    xy: [x, y],
  } of points)
    taken.push({ x: x - 6, y: y - 6, w: 12, h: 12 })
  taken.push({ x: baseX - 11, y: baseY - 32, w: 22, h: 32 })
  // The highlighted name is placed first so it always gets a clear spot.
  const ordered = [...points].sort((a, b) => Number(b.area.slug === highlight) - Number(a.area.slug === highlight))
  const labels = ordered.map(({ area, xy: [x, y] }) => {
    const main = area.slug === highlight
    const size = main ? 22 : 16
    return { area, main, size, at: placeLabel(area.name, x, y, size, main ? 16 : 9, taken, view) }
  })
  const lineProps = { fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round' } as const

  return (
    <IllustrationSvg width={width} height={height} label={label}>
      <rect width={width} height={height} rx="12" fill={colors.mapLand} />
      <path d={pathThrough(lea, project)} stroke={colors.water} strokeWidth="4" {...lineProps} />
      <path d={pathThrough(northCircular, project)} stroke={colors.mapRoadEdge} strokeWidth="8" {...lineProps} />
      <path d={pathThrough(northCircular, project)} stroke={colors.mapRoad} strokeWidth="5" {...lineProps} />
      <path d={pathThrough(m25, project)} stroke={colors.mapMotorway} strokeWidth="5" {...lineProps} />
      <g fontSize="14" fontWeight="700" textAnchor="middle">
        {m25Shield && <RoadShield at={m25Shield} name="M25" width={40} fill={colors.mapMotorway} text={colors.white} />}
        {a406Shield && <RoadShield at={a406Shield} name="A406" width={46} fill={colors.mapPrimary} text={colors.mapPrimaryText} />}
      </g>
      {points.map(({ area, xy: [x, y] }) => (
        <g key={area.slug}>
          {area.slug === highlight && <circle cx={x} cy={y} r="13" fill="none" stroke={colors.accent} strokeWidth="5" />}
          <circle cx={x} cy={y} r="6" fill={colors.navy} stroke={colors.white} strokeWidth="2" />
        </g>
      ))}
      <BasePin x={baseX} y={baseY} />
      <g fontWeight="700" fill={colors.text} stroke={colors.mapLand} strokeWidth="4" paintOrder="stroke" strokeLinejoin="round">
        {labels.map(
          ({ area, main, size, at }) =>
            at && (
              <text key={area.slug} x={at.x} y={at.y} textAnchor={at.anchor} fontSize={size} fill={main ? colors.navyDark : undefined}>
                {area.name}
              </text>
            ),
        )}
      </g>
    </IllustrationSvg>
  )
}
