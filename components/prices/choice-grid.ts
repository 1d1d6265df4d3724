// The quote's radiator choices as a grid whose rows are all full, at any width: the first and
// last choices ("Up to 10", "26 or more") span two cells or more, taking up whatever cells the
// last row would otherwise leave empty, so no choice is ever left alone on a line.

/** The narrowest a choice's cell may be: room for two digits and a finger, and two of them for "26 or more". */
export const choiceCellRem = 3.5
export const choiceGapRem = 0.5
/** The fewest columns any layout has, which fits the narrowest phone (320 px). */
const fewestColumns = 5

export interface ChoiceGrid {
  columns: number
  /** Cells the first and the last choice span. */
  firstSpan: number
  lastSpan: number
  /** The container width (rem) the columns need at their narrowest. */
  minWidthRem: number
}

/** One layout per number of rows, from one row up to the one with `fewestColumns`, widest first. */
export function choiceGrids(choices: number): ChoiceGrid[] {
  // Every choice takes a cell; the first and last take a second one at least.
  const cells = choices + 2
  const grids: ChoiceGrid[] = []
  for (let rows = 1; ; rows += 1) {
    const columns = Math.ceil(cells / rows)
    const spare = rows * columns - cells
    if (grids.at(-1)?.columns !== columns)
      grids.push({
        columns,
        firstSpan: 2 + Math.floor(spare / 2),
        lastSpan: 2 + Math.ceil(spare / 2),
        minWidthRem: columns * choiceCellRem + (columns - 1) * choiceGapRem,
      })
    if (columns <= fewestColumns) return grids
  }
}
