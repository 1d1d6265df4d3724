// Build-time check of every content file. vite.config.ts runs it before anything is
// built, so a bad edit in data/ stops the build with the file and field named.
import type { z } from 'zod'
import { ReadableError } from '../config/readable-error.ts'
import * as schemas from './schemas.ts'
import { bookingSteps } from './booking-steps.ts'
import { business } from './business.ts'
import { coverage } from './coverage.ts'
import { enquiry } from './enquiry.ts'
import { figures } from './figures.ts'
import { guarantee } from './guarantee.ts'
import { cookiePolicy } from './legal/cookies.ts'
import { privacyPolicy } from './legal/privacy.ts'
import { termsAndConditions } from './legal/terms.ts'
import { localAreas } from './local-areas.ts'
import { navigation } from './navigation.ts'
import { openingHours } from './opening-hours.ts'
import { pages } from './pages.ts'
import { localAreaPages, servedPaths } from './site-pages.ts'
import { metadataLimits } from './limits.ts'
import type { LocalArea, Navigation, PageMeta } from './schemas.ts'
import { postcodeGeography } from './postcode-areas.ts'
import { postcodeGeographyProblems, postcodeGeographySchema } from './postcode-areas.schema.ts'
import { pricing } from './pricing.ts'
import { questions } from './questions.ts'
import { quotes } from './quotes.ts'
import { reviewPolicy } from './review-policy.ts'

interface ContentFile {
  file: string
  schema: z.ZodType
  value: unknown
}

export const contentFiles: ContentFile[] = [
  { file: 'data/business.ts', schema: schemas.businessSchema, value: business },
  { file: 'data/coverage.ts', schema: schemas.coverageSchema, value: coverage },
  { file: 'data/figures.ts', schema: schemas.figuresSchema, value: figures },
  { file: 'data/legal/privacy.ts', schema: schemas.legalDocumentSchema, value: privacyPolicy },
  { file: 'data/legal/cookies.ts', schema: schemas.legalDocumentSchema, value: cookiePolicy },
  { file: 'data/legal/terms.ts', schema: schemas.legalDocumentSchema, value: termsAndConditions },
  { file: 'data/local-areas.ts', schema: schemas.localAreasSchema, value: localAreas },
  { file: 'data/navigation.ts', schema: schemas.navigationSchema, value: navigation },
  { file: 'data/opening-hours.ts', schema: schemas.openingHoursSchema, value: openingHours },
  { file: 'data/pages.ts', schema: schemas.pagesSchema, value: pages },
  { file: 'data/local-areas.ts (page titles and descriptions)', schema: schemas.pagesSchema, value: localAreaPages(localAreas) },
  { file: 'data/postcode-areas.ts', schema: postcodeGeographySchema, value: postcodeGeography },
  { file: 'data/pricing.ts', schema: schemas.pricingSchema, value: pricing },
  { file: 'data/quotes.ts', schema: schemas.quotesSchema, value: quotes },
  { file: 'data/questions.ts', schema: schemas.questionsSchema, value: questions },
  { file: 'data/guarantee.ts', schema: schemas.guaranteeSchema, value: guarantee },
  { file: 'data/booking-steps.ts', schema: schemas.bookingStepsSchema, value: bookingSteps },
  { file: 'data/review-policy.ts', schema: schemas.reviewPolicySchema, value: reviewPolicy },
  { file: 'data/enquiry.ts', schema: schemas.enquiryCopySchema, value: enquiry },
]

/** Fields that name a row, so an error can say which row as the business knows it. */
const rowNames = ['slug', 'path', 'code', 'radiators', 'name', 'heading', 'id', 'attribution'] as const

function rowName(row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const field = rowNames.find((name) => name in row)
  const value = field ? (row as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/** e.g. rows[2] (12).noFix, or [0] (palmers-green).slug */
function formatPath(path: PropertyKey[], value: unknown): string {
  let current = value
  let text = ''
  for (const key of path) {
    const next = current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined
    if (typeof key === 'number') {
      const name = rowName(next)
      text += name ? `[${key}] (${name})` : `[${key}]`
    } else {
      text += `${text ? '.' : ''}${String(key)}`
    }
    current = next
  }
  return text || '(whole file)'
}

/** Problems in one file, each as "file: field: message". */
export function contentProblems({ file, schema, value }: ContentFile): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => `${file}: ${formatPath(issue.path, value)}: ${issue.message}`)
}

interface SiteContent {
  businessName: string
  pages: PageMeta[]
  localAreas: LocalArea[]
  navigation: Navigation
}

const committedContent: SiteContent = { businessName: business.name, pages, localAreas, navigation }

/** Rules that span files: every route is reachable, no URL means two things, and titles fit search results. */
export function crossFileProblems(content: SiteContent = committedContent): string[] {
  const problems: string[] = []
  const sourceOf = (path: string) =>
    content.pages.some((page) => servedPaths(page).includes(path)) ? 'data/pages.ts' : 'data/local-areas.ts'
  const areaPages = localAreaPages(content.localAreas)
  const seen = new Set<string>()
  for (const path of [...content.pages.flatMap(servedPaths), ...areaPages.map((page) => page.path)]) {
    if (seen.has(path)) problems.push(`data/local-areas.ts and data/pages.ts: ${path}: is used by two pages`)
    seen.add(path)
  }
  for (const link of [...content.navigation.main, ...content.navigation.footerQuickLinks, ...content.navigation.legal]) {
    if (!seen.has(link.href)) problems.push(`data/navigation.ts: ${link.name}: links to ${link.href}, which is not a page`)
  }
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const page of [...content.pages, ...areaPages]) {
    const fullTitle = `${page.title} | ${content.businessName}`
    if (fullTitle.length > metadataLimits.fullTitleMax) {
      problems.push(
        `${sourceOf(page.path)}: ${page.path}: title: "${fullTitle}" is ${fullTitle.length} characters, more than ${metadataLimits.fullTitleMax} with the business name`,
      )
    }
    if (titles.has(page.title)) problems.push(`${sourceOf(page.path)}: ${page.path}: title: the same as another page's`)
    if (descriptions.has(page.description)) problems.push(`${sourceOf(page.path)}: ${page.path}: description: the same as another page's`)
    titles.add(page.title)
    descriptions.add(page.description)
  }
  problems.push(...bookingStepProblems(), ...quoteAreaProblems(quotes, content.localAreas))
  problems.push(
    ...postcodeGeographyProblems(
      coverage.cities,
      coverage.regions.map((region) => region.name),
    ),
  )
  return problems
}

/** Each step on /availability points to a section of the terms that exists. */
export function bookingStepProblems(
  steps: readonly { id: string; termsSection: string }[] = bookingSteps,
  terms: { sections: readonly { id: string }[] } = termsAndConditions,
): string[] {
  const sections = new Set(terms.sections.map((section) => section.id))
  return steps
    .filter((step) => !sections.has(step.termsSection))
    .map(
      (step) =>
        `data/booking-steps.ts: ${step.id}: termsSection "${step.termsSection}" is not a section of data/legal/terms.ts (${[...sections].join(', ')})`,
    )
}

/** A quote's local area, when it names one, is one of the local pages. */
export function quoteAreaProblems(
  list: readonly { attribution: string; localArea?: string | undefined }[],
  areas: readonly { slug: string }[],
): string[] {
  const slugs = new Set(areas.map((area) => area.slug))
  return list.flatMap((quote, index) =>
    quote.localArea && !slugs.has(quote.localArea)
      ? [`data/quotes.ts: [${index}] (${quote.attribution}).localArea: "${quote.localArea}" is not a local area in data/local-areas.ts`]
      : [],
  )
}

/** Every problem in data/, as one readable block, or null when there is none. */
export function contentProblemReport(): string | null {
  const problems = [...contentFiles.flatMap(contentProblems), ...crossFileProblems()]
  return problems.length > 0
    ? `Invalid content data (fix the file and field named):\n${problems.map((problem) => `  ${problem}`).join('\n')}`
    : null
}

/** Stops the build with the report when data/ has a problem. */
export function validateContent(): void {
  const report = contentProblemReport()
  if (report) throw new ReadableError(report)
}
