import { figures } from '../../data/figures.ts'
import { colors } from '../theme/theme.ts'
import { Figure } from './Figure.tsx'

/** Cross-sections: sludge narrows a 15mm pipe, but it can close a microbore pipe completely. */
export function PipeComparison() {
  const smallest = figures.microboreMinMillimetres
  const small = figures.microboreMaxMillimetres
  const standard = figures.standardPipeMillimetres
  return (
    <Figure
      caption={`The same layer of sludge narrows a ${standard}mm pipe but can close an ${smallest}mm or ${small}mm microbore pipe completely.`}
    >
      <svg viewBox="0 0 400 220" width="400" height="220" aria-hidden="true" focusable="false">
        <g transform="translate(110 105)">
          <circle r="72" fill={colors.pipeWall} />
          <circle r="62" fill={colors.sludge} />
          <circle r="44" fill={colors.water} />
          <text y="108" textAnchor="middle" fontSize="18" fontWeight="700" fill={colors.navy}>
            {standard}mm
          </text>
          <text y="-80" textAnchor="middle" fontSize="14" fill={colors.muted}>
            still flows
          </text>
        </g>
        <g transform="translate(300 105)">
          <circle r="44" fill={colors.pipeWall} />
          <circle r="36" fill={colors.sludge} />
          <circle r="9" fill={colors.water} />
          <text y="108" textAnchor="middle" fontSize="18" fontWeight="700" fill={colors.navy}>
            {smallest}–{small}mm
          </text>
          <text y="-80" textAnchor="middle" fontSize="14" fill={colors.muted}>
            barely flows
          </text>
        </g>
      </svg>
    </Figure>
  )
}
