import { colors } from '../theme/theme.ts'
import { BasePin } from './BasePin.tsx'
import { MapLabelText } from './MapLabelText.tsx'
import { IllustrationSvg } from './IllustrationSvg.tsx'
import { layoutLocalMap, localMarkerStyle, type LocalMarker, type MapArea, type RoadShield } from './local-map-layout.ts'
import { labelBox, pathThrough, type LatLon, type LatLonPair } from './map-geometry.ts'

export type { MapArea }

// Context, simplified from the real routes (good to a few hundred metres), west to east / north to south.
const northCircular: LatLonPair[] = [
  [51.5575, -0.2525],
  [51.5705, -0.232],
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

const roads = [
  { name: 'M25', shieldWidth: 48, line: m25, fill: colors.mapMotorway, text: colors.white },
  { name: 'A406', shieldWidth: 56, line: northCircular, fill: colors.mapPrimary, text: colors.mapPrimaryText },
]

/** A road number on its sign colour, as on UK road maps (blue for motorways, green for primary routes). */
function Shield({ shield: { x, y, w, h, name } }: { shield: RoadShield }) {
  const road = roads.find((r) => r.name === name)
  return (
    <g data-map="shield">
      <rect x={x} y={y} width={w} height={h} rx="4" fill={road?.fill} />
      <text x={x + w / 2} y={y + h / 2 + 6} fill={road?.text}>
        {name}
      </text>
    </g>
  )
}

function Marker({ marker: { kind, x, y } }: { marker: LocalMarker }) {
  const { dot, ring, pinRing } = localMarkerStyle
  return (
    <g data-map="marker">
      {kind === 'ring' && <circle cx={x} cy={y} r={ring.r} fill="none" stroke={colors.accent} strokeWidth={ring.stroke} />}
      {kind === 'ringed-pin' && (
        <circle cx={x} cy={y + pinRing.dy} r={pinRing.r} fill="none" stroke={colors.accent} strokeWidth={pinRing.stroke} />
      )}
      {kind === 'dot' || kind === 'ring' ? (
        <circle cx={x} cy={y} r={dot.r} fill={colors.navy} stroke={colors.white} strokeWidth={dot.stroke} />
      ) : (
        <BasePin x={x} y={y} />
      )}
    </g>
  )
}

/**
 * The areas we know well drawn from data: the highlighted one ringed and named, its neighbours as named
 * dots, our base pinned. When the base is in an area (or would touch its dot), the pin is that area's
 * marker, ringed when it is the highlighted one.
 */
export function LocalAreaMap({ areas, highlight, base }: { areas: MapArea[]; highlight?: string; base: LatLon }) {
  const { width, height, project, markers, labels, shields } = layoutLocalMap({ areas, highlight, base, roads, water: [lea] })
  const lineProps = { fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round' } as const
  return (
    <IllustrationSvg width={width} height={height}>
      <rect width={width} height={height} rx="12" fill={colors.mapLand} />
      <path d={pathThrough(lea, project)} stroke={colors.water} strokeWidth="4" {...lineProps} />
      <path d={pathThrough(northCircular, project)} stroke={colors.mapRoadEdge} strokeWidth="8" {...lineProps} />
      <path d={pathThrough(northCircular, project)} stroke={colors.mapRoad} strokeWidth="5" {...lineProps} />
      <path d={pathThrough(m25, project)} stroke={colors.mapMotorway} strokeWidth="5" {...lineProps} />
      <g fontSize="17" fontWeight="700" textAnchor="middle">
        {shields.map((shield) => (
          <Shield key={shield.name} shield={shield} />
        ))}
      </g>
      {markers.map((marker) => (
        <Marker key={marker.key} marker={marker} />
      ))}
      <g fontWeight="700" fill={colors.text} stroke={colors.mapLand} strokeWidth="4" paintOrder="stroke" strokeLinejoin="round">
        {/* Each name on a patch of land, as printed maps set them: where no spot is clear of the roads and
            the river (Palmers Green's own page), the line passes under the name, not through it (review 25). */}
        {labels.map(({ key, lines, size, main, at }) => (
          <g key={key}>
            <rect {...labelBox(lines, at, size)} rx="4" fill={colors.mapLand} />
            <MapLabelText lines={lines} at={at} size={size} fill={main ? colors.navyDark : undefined} />
          </g>
        ))}
      </g>
    </IllustrationSvg>
  )
}
