import { useId } from 'react'
import { colors } from '../theme/theme.ts'
import { IllustrationSvg } from './IllustrationSvg.tsx'

export const pelletFlushSequenceLabel =
  'A pipe cut open: pellets travel with the water, dissolve against a sludge blockage and break it up, and the flow carries the pieces away.'

// Pipe in section: copper walls 4–12 and 66–74, water between, flow left to right.
const stages = [110, 300, 470]
const pellets: [number, number, number][] = [
  [44, 38, -12],
  [104, 46, 18],
  [166, 34, -4],
]
const fragments: [number, number, number][] = [
  [382, 38, 5],
  [396, 52, 3],
  [418, 28, 4],
  [440, 44, 5],
  [470, 34, 3],
  [494, 51, 4],
  [520, 38, 3],
  [540, 26, 2],
]
// Dissolving: cleaner released into the bite (amber) and fizz (white).
const released: [number, number][] = [
  [268, 30],
  [276, 46],
  [284, 38],
  [264, 54],
  [292, 34],
  [300, 42],
]
const bubbles: [number, number][] = [
  [262, 24],
  [270, 40],
  [254, 60],
  [280, 52],
  [288, 30],
]

/** The pipe, its sludge, the pellets and the flow, without the stage numbers: `id` names its shared parts. */
function PipeScene({ id }: { id: string }) {
  return (
    <>
      <defs>
        <g id={`${id}p`}>
          <rect x="-10" y="-6" width="20" height="12" rx="6" fill={colors.accent} />
          <path d="M-5-2h6" stroke={colors.white} strokeWidth="2" strokeLinecap="round" />
        </g>
        <path
          id={`${id}a`}
          d="M0 0h22m-7-6 7 6-7 6"
          fill="none"
          stroke={colors.navy}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </defs>
      <path d="M8 4h544v70H8z" fill={colors.copper} />
      <path d="M8 7h544M8 71h544" stroke={colors.white} strokeOpacity=".3" strokeWidth="2" />
      <path d="M8 12h544v54H8z" fill={colors.water} />
      <g fill={colors.sludge}>
        {/* Lining upstream, thicker at the bottom where sludge settles. */}
        <path d="M8 12h234v4c-40 3-80-2-120 1s-80-1-114 1z" />
        <path d="M8 66h230v-6c-40-4-80 2-120-2s-80 1-110-1z" />
        {/* The blockage, bitten into where the pellets dissolve; a narrow channel still runs through. */}
        <path d="M236 12h132c-2 6-8 8-9 14s-7 7-13 8c-10 2-18-2-28 0s-18 1-26-1c-8-2-11-7-16-10s-20-7-40-11z" />
        <path d="M232 66h136c-3-6-8-8-10-13s-8-6-14-7c-10-1-18 1-28 0s-20 0-28 1c-9 1-13 5-19 9s-18 7-37 10z" />
        <path d="M372 20l6 4-3 6-7-2zM370 52l7-3 4 6-6 4z" />
        {fragments.map(([x, y, r]) => (
          <circle key={x} cx={x} cy={y} r={r} />
        ))}
      </g>
      <path
        d="M300 14l5 8-3 6M326 16l-4 7M318 64l-5-7 4-5M344 63l4-6"
        fill="none"
        stroke={colors.sludgeDark}
        strokeWidth="2"
        strokeLinecap="round"
      />
      {pellets.map(([x, y, a]) => (
        <use key={x} href={`#${id}p`} transform={`translate(${x} ${y}) rotate(${a})`} />
      ))}
      <use href={`#${id}p`} transform="translate(254 38) scale(.85)" />
      <use href={`#${id}p`} transform="translate(246 52) rotate(30) scale(.6)" />
      <g fill={colors.accent}>
        {released.map(([x, y], i) => (
          <circle key={x} cx={x} cy={y} r={i % 2 ? 2 : 3} />
        ))}
      </g>
      <g fill={colors.white}>
        {bubbles.map(([x, y], i) => (
          <circle key={x} cx={x} cy={y} r={i % 2 ? 1.5 : 2.5} />
        ))}
      </g>
      <use href={`#${id}a`} x="196" y="40" />
      <use href={`#${id}a`} x="404" y="40" />
      <use href={`#${id}a`} x="500" y="26" />
    </>
  )
}

/** A stage's number on a navy disc. */
function StageNumber({ x, y, stage }: { x: number; y: number; stage: number }) {
  return (
    <g fontSize="18" fontWeight="700" textAnchor="middle">
      <circle cx={x} cy={y} r="14" fill={colors.navy} />
      <text x={x} y={y + 6} fill={colors.white}>
        {stage}
      </text>
    </g>
  )
}

/** The pellet flush in three stages along one pipe: pellets in the flow, dissolving at the blockage, debris carried out. */
export function PelletFlushSequence() {
  const id = useId()
  return (
    <IllustrationSvg width={560} height={124}>
      <PipeScene id={id} />
      {stages.map((x, i) => (
        <StageNumber key={x} x={x} y={100} stage={i + 1} />
      ))}
    </IllustrationSvg>
  )
}

// For phones: each stage a row of its own, its stretch of pipe across the row: from the pipe's
// end to just before the arrow into the blockage, the blockage, and the last stretch to the far end.
const stepSlice = { width: 186, height: 74, top: 2, lefts: [8, 207, 366] }
const stepRow = { left: 40, width: 320, gap: 14 }
const stepRowHeight = Math.round((stepRow.width * stepSlice.height) / stepSlice.width)
export const pelletFlushStepsSize = { width: stepRow.left + stepRow.width, height: 3 * stepRowHeight + 2 * stepRow.gap }

/** The same three stages one under another, numbered at the left: legible at a phone's width. */
export function PelletFlushSteps() {
  const id = useId()
  return (
    <IllustrationSvg {...pelletFlushStepsSize}>
      <defs>
        <g id={`${id}scene`}>
          <PipeScene id={id} />
        </g>
      </defs>
      {stages.map((x, i) => {
        const y = i * (stepRowHeight + stepRow.gap)
        return (
          <g key={x}>
            <svg
              x={stepRow.left}
              y={y}
              width={stepRow.width}
              height={stepRowHeight}
              viewBox={`${stepSlice.lefts[i]} ${stepSlice.top} ${stepSlice.width} ${stepSlice.height}`}
            >
              <use href={`#${id}scene`} />
            </svg>
            <StageNumber x={14} y={y + stepRowHeight / 2} stage={i + 1} />
          </g>
        )
      })}
    </IllustrationSvg>
  )
}
