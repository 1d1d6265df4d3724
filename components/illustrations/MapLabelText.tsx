import { lineHeight, type PlacedLabel } from './map-geometry.ts'

/** A place's name on a map, one <tspan> a line when a shared marker's names are stacked. */
export function MapLabelText({ lines, at, size, fill }: { lines: string[]; at: PlacedLabel; size?: number; fill?: string }) {
  return (
    <text data-map="label" x={at.x} y={at.y} textAnchor={at.anchor} fontSize={size} fill={fill}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, i) => (
            <tspan key={line} x={at.x} dy={i ? `${lineHeight}em` : undefined}>
              {line}
            </tspan>
          ))}
    </text>
  )
}
