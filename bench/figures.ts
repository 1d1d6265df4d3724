// Writes what a benchmark run over every route measured into docs/performance-figures.md, so the
// figures the docs show are always a run's own, never typed by hand. Formatted as Prettier would,
// so a run never fails `npm run check`.
import { writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'

/** Where a run's figures go: one page per way of serving the site. */
export const figuresFile = (staticServer: boolean): string =>
  staticServer ? 'docs/performance-figures-static.md' : 'docs/performance-figures.md'

export interface Figures {
  /** The Lighthouse table, floor first, as printed. */
  pagesTable: string
  /** The taps table, as printed; absent when no page with a control to tap was measured. */
  tapsTable?: string
  /** The targets in one line, such as "scores 100; LCP ≤ 1.1 × the floor's; …". */
  targets: string
  /** One line per missed target; empty when every page met them all. */
  failures: string[]
  pageCount: number
  runs: number
  withThirdParties: boolean
  /** Served by a plain static server (`--static`) rather than wrangler dev. */
  staticServer: boolean
}

export function figuresMarkdown(figures: Figures, measuredOn: Date): string {
  const [cpu] = cpus()
  const machine = `${cpus().length} cores${cpu ? ` (${cpu.model.trim()})` : ''}, Node ${process.version}`
  const thirdParties = figures.withThirdParties ? 'third parties loaded' : 'third parties blocked'
  const server = figures.staticServer ? 'a plain static server with brotli (`--static`)' : 'wrangler dev, as production serves it'
  const verdict =
    figures.failures.length === 0
      ? `All ${figures.pageCount} routes met every target.`
      : [`${figures.failures.length} target(s) missed:`, '', ...figures.failures.map((failure) => `- ${failure}`)].join('\n')
  return [
    '# Benchmark figures',
    '',
    '<!-- Written by `npm run bench` (bench/figures.ts) after a run over every route. Do not edit: run the benchmark again. -->',
    '',
    `Measured on ${measuredOn.toISOString().slice(0, 10)}, served by ${server}: ${figures.runs} round(s), the floor measured just before each page, the median of each figure, ${thirdParties}; ${machine}. ` +
      `Targets: ${figures.targets}. How to read and repeat them: [performance.md](performance.md).`,
    '',
    '## Every route, against the floor page (Lighthouse, mobile preset)',
    '',
    figures.pagesTable,
    '',
    ...(figures.tapsTable ? ['## Taps while the app arrives (CPU slowed 4×)', '', figures.tapsTable, ''] : []),
    '## Verdict',
    '',
    verdict,
    '',
  ].join('\n')
}

/** Writes the figures page under `root` and returns its path. */
export async function writeFigures(root: string, figures: Figures, measuredOn = new Date()): Promise<string> {
  const file = join(root, figuresFile(figures.staticServer))
  const options = (await resolveConfig(file)) ?? {}
  await writeFile(file, await format(figuresMarkdown(figures, measuredOn), { ...options, parser: 'markdown' }))
  return file
}
