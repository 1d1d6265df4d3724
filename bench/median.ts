/** The middle value, or the mean of the two middle ones: one run disturbed by the machine moves nothing. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  if (Number.isInteger(middle)) return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
  return sorted[Math.floor(middle)] ?? NaN
}
