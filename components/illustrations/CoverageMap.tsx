import { useId } from 'react'
import { colors } from '../theme/theme.ts'
import { BasePin } from './BasePin.tsx'
import { MapLabelText } from './MapLabelText.tsx'
import { IllustrationSvg } from './IllustrationSvg.tsx'
import { cityDot, layoutCoverageMap, type MapCity } from './coverage-map-layout.ts'
import { pathThrough, type LatLon, type LatLonPair } from './map-geometry.ts'

export type { MapCity }

// Great Britain from the Firth of Forth to the Clyde, clockwise from the east coast, simplified to a
// few points per stretch of coast: recognisable, not navigable. Beyond the view's top edge it is cut straight.
const coast: LatLonPair[] = [
  [56.2, -2.6],
  [56, -2.5],
  [55.87, -2.1],
  [55.77, -1.99],
  [55.6, -1.7],
  [55.35, -1.56],
  [55.1, -1.5],
  [54.97, -1.4],
  [54.8, -1.33],
  [54.65, -1.17],
  [54.58, -1],
  [54.48, -0.6],
  [54.3, -0.4],
  [54.12, -0.08],
  [53.9, -0.16],
  [53.58, 0.12],
  [53.73, -0.35],
  [53.68, -0.3],
  [53.57, -0.06],
  [53.34, 0.27],
  [53.14, 0.35],
  [52.95, 0.05],
  [52.8, 0.15],
  [52.78, 0.38],
  [52.95, 0.5],
  [52.97, 0.85],
  [52.93, 1.3],
  [52.78, 1.6],
  [52.6, 1.74],
  [52.48, 1.76],
  [52.15, 1.6],
  [51.95, 1.35],
  [51.85, 1.27],
  [51.78, 1.14],
  [51.73, 0.9],
  [51.68, 0.95],
  [51.58, 0.9],
  [51.53, 0.7],
  [51.48, 0.45],
  [51.45, 0.5],
  [51.44, 0.75],
  [51.36, 1.03],
  [51.39, 1.39],
  [51.34, 1.45],
  [51.22, 1.4],
  [51.12, 1.32],
  [51.08, 1.17],
  [50.91, 0.98],
  [50.85, 0.58],
  [50.74, 0.24],
  [50.82, -0.14],
  [50.81, -0.37],
  [50.72, -0.79],
  [50.8, -1.1],
  [50.8, -1.3],
  [50.71, -1.55],
  [50.72, -1.85],
  [50.69, -1.98],
  [50.58, -2.06],
  [50.52, -2.45],
  [50.62, -2.6],
  [50.72, -2.93],
  [50.61, -3.41],
  [50.45, -3.5],
  [50.22, -3.64],
  [50.35, -4.15],
  [50.33, -4.63],
  [50.15, -5.05],
  [49.96, -5.2],
  [50.1, -5.45],
  [50.07, -5.71],
  [50.21, -5.48],
  [50.42, -5.08],
  [50.55, -4.94],
  [51.02, -4.53],
  [51.05, -4.2],
  [51.21, -4.2],
  [51.21, -3.47],
  [51.22, -3.05],
  [51.35, -2.98],
  [51.5, -2.7],
  [51.75, -2.42],
  [51.62, -2.7],
  [51.55, -2.95],
  [51.45, -3.17],
  [51.39, -3.3],
  [51.48, -3.7],
  [51.6, -3.95],
  [51.56, -4.3],
  [51.67, -4.7],
  [51.6, -4.93],
  [51.7, -5.15],
  [51.88, -5.3],
  [52.01, -4.98],
  [52.12, -4.7],
  [52.41, -4.09],
  [52.72, -4.06],
  [52.9, -4.15],
  [52.88, -4.41],
  [52.8, -4.75],
  [53.14, -4.28],
  [53.31, -4.68],
  [53.42, -4.33],
  [53.33, -3.83],
  [53.35, -3.32],
  [53.22, -3.05],
  [53.38, -3.18],
  [53.44, -3.05],
  [53.56, -3.09],
  [53.73, -2.9],
  [53.82, -3.06],
  [53.93, -3.01],
  [54.08, -2.85],
  [54.07, -3.22],
  [54.2, -3.3],
  [54.51, -3.64],
  [54.87, -3.4],
  [54.96, -3.05],
  [54.98, -3.28],
  [54.88, -3.6],
  [54.78, -4.05],
  [54.68, -4.39],
  [54.63, -4.86],
  [54.85, -5.12],
  [55.05, -5.05],
  [55.46, -4.64],
  [55.64, -4.82],
  [56.2, -4.9],
]
const isleOfWight: LatLonPair[] = [
  [50.76, -1.3],
  [50.69, -1.07],
  [50.58, -1.3],
  [50.66, -1.59],
]
// Land borders, drawn faintly so England reads as the subject.
const walesBorder: LatLonPair[] = [
  [53.22, -3.05],
  [53.0, -2.85],
  [52.93, -3.05],
  [52.65, -3.05],
  [52.34, -3.05],
  [52.07, -3.12],
  [51.81, -2.72],
  [51.62, -2.7],
]
const scotlandBorder: LatLonPair[] = [
  [54.98, -3.05],
  [55.07, -2.85],
  [55.25, -2.5],
  [55.35, -2.25],
  [55.48, -2.15],
  [55.65, -2.25],
  [55.8, -2.02],
]

/** The coast's own point, by its position: the neighbours' outlines are cut from the coast between them. */
const coastIndex = (lat: number, lon: number) => coast.findIndex((point) => point[0] === lat && point[1] === lon)
/** Wales: the coast from the Severn round to the Dee, then its border back south. */
const wales: LatLonPair[] = [...coast.slice(coastIndex(51.62, -2.7), coastIndex(53.22, -3.05) + 1), ...walesBorder.slice(1)]
/** Scotland within the view: the coast from the Solway round to the Forth, then its border back south. */
const scotland: LatLonPair[] = [
  ...coast.slice(coastIndex(54.98, -3.28)),
  ...coast.slice(0, coastIndex(55.87, -2.1) + 1),
  ...[...scotlandBorder].reverse(),
]

/** England from data: a dot per city (one for cities that would touch), our base pinned, and the service radius as a soft, land-only tint. */
export function CoverageMap({ cities, base, radiusKm }: { cities: MapCity[]; base: LatLon; radiusKm: number }) {
  const id = useId()
  const { width, height, project, unitsPerKm, markers, labels, labelSize } = layoutCoverageMap({ cities, base })
  const [baseX, baseY] = project(base.latitude, base.longitude)
  const faint = { fill: 'none', stroke: colors.muted, strokeWidth: 1.5, strokeDasharray: '4 4' }

  return (
    <IllustrationSvg width={width} height={height}>
      <defs>
        <path id={`${id}l`} d={pathThrough(coast, project, true) + pathThrough(isleOfWight, project, true)} />
        <clipPath id={`${id}c`}>
          <use href={`#${id}l`} />
        </clipPath>
        {/* The service area fades towards its edge rather than stopping at a hard line. */}
        <radialGradient id={`${id}g`}>
          <stop offset="0" stopColor={colors.accent} stopOpacity=".4" />
          <stop offset="1" stopColor={colors.accent} stopOpacity=".06" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} rx="12" fill={colors.mapSea} />
      <use href={`#${id}l`} fill={colors.mapLand} stroke={colors.mapRoadEdge} strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx={baseX} cy={baseY} r={Math.round(radiusKm * unitsPerKm)} fill={`url(#${id}g)`} clipPath={`url(#${id}c)`} />
      {/* Wales and Scotland greyed over the tint: the service reaches England only. */}
      <path d={pathThrough(wales, project, true) + pathThrough(scotland, project, true)} fill={colors.mapLandOutside} />
      <path d={pathThrough(walesBorder, project) + pathThrough(scotlandBorder, project)} {...faint} />
      {markers.map(({ key, kind, x, y }) => (
        <g data-map="marker" key={key}>
          {kind === 'pin' ? (
            <BasePin x={x} y={y} />
          ) : (
            <circle cx={x} cy={y} r={cityDot.r} fill={colors.navy} stroke={colors.white} strokeWidth={cityDot.stroke} />
          )}
        </g>
      ))}
      {labels.map(
        ({ key, leader }) =>
          leader && <path key={key} d={`M${leader.x1} ${leader.y1}L${leader.x2} ${leader.y2}`} stroke={colors.navy} strokeWidth="1.5" />,
      )}
      <g
        fontSize={labelSize}
        fontWeight="700"
        fill={colors.text}
        stroke={colors.white}
        strokeWidth="4"
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {labels.map(({ key, lines, at }) => (
          <MapLabelText key={key} lines={lines} at={at} />
        ))}
      </g>
    </IllustrationSvg>
  )
}
