import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const radiatorValvesLabel =
  'Two radiators seen from the front. The first has a valve at each end, with one thicker pipe into each. The second has both thin pipes going into one twin-entry valve at one end, ringed, and a plain blank at the other.'

const width = 560
const floor = 216
const radiatorTop = 14
const radiatorBottom = 144
const radiatorWidth = 220
const valveWidth = 20
const valveTop = radiatorBottom - 2
const valveBottom = 180

interface RadiatorProps {
  x: number
  twinEntry: boolean
  /** One line, large enough to read where the drawing is a guide card's picture (a second, smaller line came to 8 px there, review 15). */
  caption: string
}

/** A radiator panel, its columns as lines, on two brackets' height above the floor. */
function Panel({ x }: { x: number }) {
  const columns = Array.from({ length: 9 }, (_, index) => x + 22 + index * 22)
  return (
    <g>
      <rect
        x={x}
        y={radiatorTop}
        width={radiatorWidth}
        height={radiatorBottom - radiatorTop}
        rx="8"
        fill={colors.white}
        stroke={colors.navy}
        strokeWidth="4"
      />
      <path
        d={columns.map((column) => `M${column} ${radiatorTop + 12}V${radiatorBottom - 12}`).join('')}
        stroke={colors.pipeWall}
        strokeWidth="5"
      />
    </g>
  )
}

/** A valve body under the radiator's end, its head on top, and the pipes from the floor into it. */
function Valve({ x, pipes, pipeWidth }: { x: number; pipes: number[]; pipeWidth: number }) {
  return (
    <g>
      {pipes.map((offset) => (
        <path
          key={offset}
          d={`M${x + offset} ${valveBottom}V${floor}`}
          stroke={colors.copper}
          strokeWidth={pipeWidth}
          strokeLinecap="butt"
        />
      ))}
      <rect
        x={x - valveWidth / 2}
        y={valveTop}
        width={valveWidth}
        height={valveBottom - valveTop}
        rx="3"
        fill={colors.pipeWall}
        stroke={colors.navy}
        strokeWidth="3"
      />
      <rect x={x - 13} y={valveTop + 8} width="26" height="12" rx="4" fill={colors.navy} />
    </g>
  )
}

function Radiator({ x, twinEntry, caption }: RadiatorProps) {
  const left = x + 24
  const right = x + radiatorWidth - 24
  return (
    <g>
      <Panel x={x} />
      {twinEntry ? (
        <>
          {/* Both thin pipes into the one valve; the far end only a blank. */}
          <Valve x={left} pipes={[-5, 5]} pipeWidth={6} />
          <circle cx={left} cy={(valveTop + floor) / 2} r="40" fill="none" stroke={colors.accent} strokeWidth="4" />
          <rect
            x={right - 7}
            y={radiatorBottom - 2}
            width="14"
            height="12"
            rx="3"
            fill={colors.pipeWall}
            stroke={colors.navy}
            strokeWidth="3"
          />
        </>
      ) : (
        <>
          <Valve x={left} pipes={[0]} pipeWidth={11} />
          <Valve x={right} pipes={[0]} pipeWidth={11} />
        </>
      )}
      <text x={x + radiatorWidth / 2} y={floor + 38} textAnchor="middle" fontSize={24} fontWeight={800} fill={colors.navy}>
        {caption}
      </text>
    </g>
  )
}

/** Check 2 of the microbore guide: a valve at each end, against both pipes into one twin-entry valve. */
export function RadiatorValves() {
  return (
    <IllustrationSvg width={width} height={floor + 52}>
      <path d={`M10 ${floor}H${width - 10}`} stroke={colors.border} strokeWidth="4" strokeLinecap="round" />
      <Radiator x={20} twinEntry={false} caption="A valve at each end" />
      <Radiator x={width - 20 - radiatorWidth} twinEntry caption="Twin-entry valve" />
    </IllustrationSvg>
  )
}
