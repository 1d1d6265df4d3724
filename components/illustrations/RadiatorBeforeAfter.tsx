import { colors } from '../theme/theme.ts'
import { Figure } from './Figure.tsx'

function Radiator({ x, label, warmth }: { x: number; label: string; warmth: 'cold-bottom' | 'warm' }) {
  const fins = [0, 1, 2, 3, 4, 5]
  return (
    <g transform={`translate(${x} 30)`}>
      {fins.map((fin) => (
        <rect key={fin} x={fin * 24} y="0" width="18" height="120" rx="6" fill={warmth === 'warm' ? '#f28c28' : `url(#cold-bottom)`} />
      ))}
      <text x="66" y="150" textAnchor="middle" fontSize="15" fontWeight="700" fill={colors.navy}>
        {label}
      </text>
    </g>
  )
}

/** A radiator cold along the bottom before the flush, and evenly hot after it. */
export function RadiatorBeforeAfter() {
  return (
    <Figure caption="Before: hot at the top, cold at the bottom where sludge has settled. After: even heat across the whole radiator.">
      <svg viewBox="0 0 360 200" width="360" height="200" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="cold-bottom" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f28c28" />
            <stop offset="0.45" stopColor="#f6c48a" />
            <stop offset="0.7" stopColor="#9cc3ea" />
            <stop offset="1" stopColor="#5d93cc" />
          </linearGradient>
        </defs>
        <Radiator x={20} label="Before" warmth="cold-bottom" />
        <Radiator x={200} label="After" warmth="warm" />
      </svg>
    </Figure>
  )
}
