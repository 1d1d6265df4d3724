// Build-time check of every content file. vite.config.ts runs it before anything is
// built, so a bad edit in data/ stops the build with the file and field named.
import type { z } from 'zod'
import * as schemas from './schemas.ts'
import { business } from './business.ts'
import { coverage } from './coverage.ts'
import { figures } from './figures.ts'
import { legalDocuments } from './legal.ts'
import { localAreas } from './local-areas.ts'
import { navigation } from './navigation.ts'
import { openingHours } from './opening-hours.ts'
import { pages } from './pages.ts'
import { allPages, servedPaths } from './site-pages.ts'
import { pricing } from './pricing.ts'
import { quotes } from './quotes.ts'

interface ContentFile {
  file: string
  schema: z.ZodType
  value: unknown
}

export const contentFiles: ContentFile[] = [
  { file: 'data/business.ts', schema: schemas.businessSchema, value: business },
  { file: 'data/coverage.ts', schema: schemas.coverageSchema, value: coverage },
  { file: 'data/figures.ts', schema: schemas.figuresSchema, value: figures },
  { file: 'data/legal.ts', schema: schemas.legalDocumentsSchema, value: legalDocuments },
  { file: 'data/local-areas.ts', schema: schemas.localAreasSchema, value: localAreas },
  { file: 'data/navigation.ts', schema: schemas.navigationSchema, value: navigation },
  { file: 'data/opening-hours.ts', schema: schemas.openingHoursSchema, value: openingHours },
  { file: 'data/pages.ts', schema: schemas.pagesSchema, value: allPages },
  { file: 'data/pricing.ts', schema: schemas.pricingSchema, value: pricing },
  { file: 'data/quotes.ts', schema: schemas.quotesSchema, value: quotes },
]

const formatPath = (path: PropertyKey[]): string =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('') || '(root)'

/** Problems in one file, each as "file: field: message". */
export function contentProblems({ file, schema, value }: ContentFile): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`)
}

/** Rules that span files: every route is reachable and no URL means two things. */
export function crossFileProblems(): string[] {
  const problems: string[] = []
  const fixedPaths = pages.flatMap(servedPaths)
  const seen = new Set<string>()
  for (const path of [...fixedPaths, ...localAreas.map((area) => `/${area.slug}`)]) {
    if (seen.has(path)) problems.push(`data/local-areas.ts or data/pages.ts: ${path}: is used by two pages`)
    seen.add(path)
  }
  const links = [...navigation.main, ...navigation.footerQuickLinks, ...navigation.legal]
  links.forEach((link) => {
    if (!seen.has(link.href)) problems.push(`data/navigation.ts: ${link.name}: links to ${link.href}, which is not a page`)
  })
  return problems
}

export function validateContent(): void {
  const problems = [...contentFiles.flatMap(contentProblems), ...crossFileProblems()]
  if (problems.length > 0) {
    throw new Error(`Invalid content data:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  }
}
