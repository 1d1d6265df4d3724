// Build-time check of every content file. vite.config.ts runs it before anything is
// built, so a bad edit in content/ stops the build with the file and field named.
import { existsSync, readFileSync } from 'node:fs'
import type { ContentFile } from './content-file.ts'
import { copyFiles } from './copy-files.ts'
import { z } from 'zod'
import { distanceMetres } from './distance.ts'
import { ReadableError } from '../config/readable-error.ts'
import * as schemas from './schemas.ts'
import { bookingSteps } from './booking-steps.ts'
import { caseStudies } from './case-studies.ts'
import { business } from './business.ts'
import { coverage } from './coverage.ts'
import { enquiry } from './enquiry.ts'
import { figures } from './figures.ts'
import { guarantee } from './guarantee.ts'
import { legalContentFiles, legalDocument, legalFileProblems } from './legal/documents.ts'
import { localAreas } from './local-areas.ts'
import { navigation } from './navigation.ts'
import { openingHours } from './opening-hours.ts'
import { pages } from './pages.ts'
import { guideContentFiles, guideFileProblems, guides } from './guides.ts'
import { guidePages, localAreaPages, pageSource, servedPaths } from './site-pages.ts'
import { metadataLimits } from './limits.ts'
import type { CaseStudy, LocalArea, Navigation, PageMeta } from './schemas.ts'
import { postcodeGeography } from './postcode-areas.ts'
import { postcodeGeographyProblems, postcodeGeographySchema } from './postcode-areas.schema.ts'
import { figurePlaceholderValues, placeholdersNotAllowed, placeholderValues, unknownPlaceholders } from './placeholders.ts'
import { pricing } from './pricing.ts'
import { routes } from './routes.ts'
import { questions } from './questions.ts'
import { quotes } from './quotes.ts'
import { reviewPolicy } from './review-policy.ts'
import { memberships, membershipProblems, team, teamProblems } from './team.ts'
import { membershipsSchema, teamSchema } from './team.schema.ts'

/** A list kept in a content file under one name, as the CMS edits it. */
const listFile = (name: string, list: z.ZodType) => z.object({ [name]: list })

export const contentFiles: ContentFile[] = [
  { file: 'content/business.json', schema: schemas.businessSchema, value: business, placeholders: false },
  { file: 'content/coverage.json', schema: schemas.coverageSchema, value: coverage, placeholders: false },
  { file: 'content/figures.json', schema: schemas.figuresSchema, value: figures, placeholders: false },
  { file: 'content/local-areas.json', schema: listFile('areas', schemas.localAreasSchema), value: { areas: localAreas } },
  { file: 'content/navigation.json', schema: schemas.navigationSchema, value: navigation },
  {
    file: 'content/opening-hours.json',
    schema: listFile('hours', schemas.openingHoursSchema),
    value: { hours: openingHours },
    placeholders: false,
  },
  { file: 'content/pages.json', schema: listFile('pages', schemas.pagesSchema), value: { pages } },
  { file: 'content/local-areas.json (page titles and descriptions)', schema: schemas.pagesSchema, value: localAreaPages(localAreas) },
  { file: 'data/postcode-areas.ts', schema: postcodeGeographySchema, value: postcodeGeography },
  { file: 'content/pricing.json', schema: schemas.pricingSchema, value: pricing, placeholders: false },
  { file: 'content/quotes.json', schema: listFile('quotes', schemas.quotesSchema), value: { quotes } },
  { file: 'content/case-studies.json', schema: listFile('caseStudies', schemas.caseStudiesSchema), value: { caseStudies } },
  { file: 'content/team.json', schema: listFile('members', teamSchema), value: { members: team } },
  { file: 'content/memberships.json', schema: listFile('memberships', membershipsSchema), value: { memberships } },
  { file: 'content/questions.json', schema: listFile('questions', schemas.questionsSchema), value: { questions } },
  { file: 'content/guarantee.json', schema: schemas.guaranteeSchema, value: guarantee, placeholders: 'figures' },
  {
    file: 'content/booking-steps.json',
    schema: listFile('steps', schemas.bookingStepsSchema),
    value: { steps: bookingSteps },
  },
  { file: 'content/review-policy.json', schema: schemas.reviewPolicySchema, value: reviewPolicy },
  { file: 'content/enquiry.json', schema: schemas.enquiryCopySchema, value: enquiry, placeholders: false },
  ...copyFiles,
  ...guideContentFiles,
  ...legalContentFiles,
]

/**
 * Placeholders in content/ that name nothing, or that stand in a file the placeholders are built
 * from, with their file and line: checked in the text as written.
 */
function placeholderProblems(): string[] {
  return contentFiles
    .filter(({ file }) => file.startsWith('content/') && !file.includes(' ('))
    .flatMap(({ file, more, placeholders }) => {
      const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
      if (placeholders === false) return placeholdersNotAllowed(file, text)
      return unknownPlaceholders(file, text, more, placeholders === 'figures' ? figurePlaceholderValues : placeholderValues)
    })
}

/** Fields that name a row, so an error can say which row as the business knows it. */
const rowNames = ['slug', 'path', 'code', 'id', 'radiators', 'name', 'heading', 'attribution', 'title'] as const

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
  const sourceOf = (path: string) => pageSource(path, content.pages)
  const areaPages = [...localAreaPages(content.localAreas), ...guidePages(guides)]
  const seen = new Set<string>()
  for (const path of [...content.pages.flatMap(servedPaths), ...areaPages.map((page) => page.path)]) {
    if (seen.has(path)) problems.push(`content/local-areas.json and content/pages.json: ${path}: is used by two pages`)
    seen.add(path)
  }
  for (const link of [...content.navigation.main, ...content.navigation.footerQuickLinks, ...content.navigation.legal]) {
    if (!seen.has(link.href)) problems.push(`content/navigation.json: ${link.name}: links to ${link.href}, which is not a page`)
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
  problems.push(
    ...bookingStepProblems(),
    ...quoteAreaProblems(quotes, content.localAreas),
    ...caseStudyProblems(caseStudies, content.localAreas),
    ...teamProblems(team, figures.foundedYear, publicFileExists),
    ...membershipProblems(memberships, publicFileExists),
    ...localAreaDistanceProblems(content.localAreas),
    ...guideFileProblems([...seen]),
    ...legalFileProblems([...seen]),
  )
  problems.push(
    ...postcodeGeographyProblems(
      postcodeGeography,
      coverage.cities,
      coverage.regions.map((region) => region.name),
    ),
  )
  return problems
}

/** A local area may be anywhere we travel to: its centre within the service radius of the base. */
export function localAreaDistanceProblems(areas: readonly { name: string; centre: { latitude: number; longitude: number } }[]): string[] {
  return areas.flatMap((area, index) => {
    const km = Math.round(distanceMetres(business.geo, area.centre) / 1000)
    return km * 1000 > business.serviceRadiusMetres
      ? [
          `content/local-areas.json: areas[${index}] (${area.name}).centre: is ${km} km from the base, beyond the ${business.serviceRadiusMetres / 1000} km we travel`,
        ]
      : []
  })
}

/** Each step on /availability points to a section of the terms that exists. */
export function bookingStepProblems(
  steps: readonly { id: string; termsSection: string }[] = bookingSteps,
  terms: { sections: readonly { id: string }[] } = legalDocument(routes.terms),
): string[] {
  const sections = new Set(terms.sections.map((section) => section.id))
  return steps
    .filter((step) => !sections.has(step.termsSection))
    .map(
      (step) =>
        `content/booking-steps.json: ${step.id}: termsSection "${step.termsSection}" is not a section of content/legal/terms-and-conditions.md (${[...sections].join(', ')})`,
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
      ? [
          `content/quotes.json: quotes[${index}] (${quote.attribution}).localArea: "${quote.localArea}" is not a local area in content/local-areas.json`,
        ]
      : [],
  )
}

/** Whether a root-relative address (/images/…) is a file in public/. */
const publicFileExists = (src: string) => existsSync(new URL(`../public${src}`, import.meta.url))

/** A case study's local area is one of the local pages, and each photo it names is in public/. */
export function caseStudyProblems(
  list: readonly Pick<CaseStudy, 'id' | 'localArea' | 'before' | 'after'>[],
  areas: readonly { slug: string }[],
  photoExists: (src: string) => boolean = publicFileExists,
): string[] {
  const slugs = new Set(areas.map((area) => area.slug))
  return list.flatMap((study, index) => {
    const row = `content/case-studies.json: caseStudies[${index}] (${study.id})`
    const area =
      study.localArea && !slugs.has(study.localArea)
        ? [`${row}.localArea: "${study.localArea}" is not a local area in content/local-areas.json`]
        : []
    const photos = (['before', 'after'] as const)
      .filter((side) => study[side].src.startsWith('/') && !photoExists(study[side].src))
      .map((side) => `${row}.${side}.src: ${study[side].src} is not a file in public/ (upload it, or fix the path)`)
    return [...area, ...photos]
  })
}

/** Every problem in content/, as one readable block, or null when there is none. */
export function contentProblemReport(): string | null {
  const problems = [...placeholderProblems(), ...contentFiles.flatMap(contentProblems), ...crossFileProblems()]
  return problems.length > 0
    ? `Invalid content data (fix the file and field named):\n${problems.map((problem) => `  ${problem}`).join('\n')}`
    : null
}

/** Stops the build with the report when content/ has a problem. */
export function validateContent(): void {
  const report = contentProblemReport()
  if (report) throw new ReadableError(report)
}
