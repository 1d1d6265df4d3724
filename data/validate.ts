// Build-time check of every content file. vite.config.ts runs it before anything is
// built, so a bad edit in content/ stops the build with the file and field named.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import coverageAnswersFile from '../content/copy/coverage-answers.json' with { type: 'json' }
import { ReadableError } from '../config/readable-error.ts'
import {
  areasWeCoverCopy,
  availabilityCopy,
  bookingCalendarCopy,
  bookingSteps,
  cancellation,
  caseStudies,
  caseStudiesCopy,
  chatCopy,
  consentPromptCopy,
  consentSettingsCopy,
  coverageCheckCopy,
  errorPagesCopy,
  figurePlaceholderValues,
  guarantee,
  homeCopy,
  localAreaCopy,
  memberships,
  microboreCopy,
  navigation,
  noFixNoFeeCopy,
  placeholderValues,
  pricesCopy,
  pricesFinderCopy,
  proofCopy,
  questions,
  questionSearchCopy,
  quotes,
  reviewPolicy,
  reviewsWidgetCopy,
  sharedSectionsCopy,
  siteCopy,
  team,
  testimonialsCopy,
  virtualAssistantCopy,
  whoAreWeCopy,
  type ContentFile,
} from './content.ts'
import * as copy from './copy.schema.ts'
import { distanceMetres } from './distance.ts'
import { enquiry } from './enquiry.ts'
import { business, coverage, figures, openingHours, pricing } from './facts.ts'
import { guideContentFiles, guideFileProblems, guides } from './guides.ts'
import { legalContentFiles, legalDocument, legalFileProblems } from './legal/documents.ts'
import { metadataLimits } from './fixed-values.ts'
import { placeholdersNotAllowed, unknownPlaceholders } from './placeholders.ts'
import { postcodeGeography } from './postcode-areas.ts'
import { postcodeGeographyProblems, postcodeGeographySchema } from './postcode-areas.schema.ts'
import { routes } from './routes.ts'
import * as schemas from './schemas.ts'
import type { CaseStudy, LocalArea, Navigation, PageMeta } from './schemas.ts'
import { guidePages, localAreaPages, localAreas, pages, pageSource, servedPaths } from './site-pages.ts'
import { membershipProblems, membershipsSchema, teamProblems, teamSchema } from './team.schema.ts'

/** A list kept in a content file under one name, as the CMS edits it. */
const listFile = (name: string, list: z.ZodType) => z.object({ [name]: list })

/** A file of content/copy/; `more` names the placeholders it fills as it is read or used. */
const copyFile = (name: string, schema: z.ZodType, value: unknown, more?: ContentFile['more']): ContentFile => ({
  file: `content/copy/${name}.json`,
  schema,
  value,
  ...(more && { more }),
})

/**
 * The one table of content/: each file, the schema that checks it, and its value as pages read it
 * (data/content.ts). A file missing from it is reported by the check below (unlistedFiles).
 */
export const contentFiles: ContentFile[] = [
  // The files the placeholders are made from (data/facts.ts), read as written.
  { file: 'content/business.json', schema: schemas.businessSchema, value: business, placeholders: false },
  { file: 'content/coverage.json', schema: schemas.coverageSchema, value: coverage, placeholders: false },
  { file: 'content/figures.json', schema: schemas.figuresSchema, value: figures, placeholders: false },
  {
    file: 'content/opening-hours.json',
    schema: listFile('hours', schemas.openingHoursSchema),
    value: { hours: openingHours },
    placeholders: false,
  },
  { file: 'content/pricing.json', schema: schemas.pricingSchema, value: pricing, placeholders: false },
  // Read as written by the Worker too (data/enquiry.ts).
  { file: 'content/enquiry.json', schema: schemas.enquiryCopySchema, value: enquiry, placeholders: false },
  { file: 'content/guarantee.json', schema: schemas.guaranteeSchema, value: guarantee, placeholders: 'figures' },
  { file: 'content/cancellation.json', schema: schemas.cancellationSchema, value: cancellation, placeholders: 'figures' },
  // The site's lists.
  { file: 'content/booking-steps.json', schema: listFile('steps', schemas.bookingStepsSchema), value: { steps: bookingSteps } },
  { file: 'content/case-studies.json', schema: listFile('caseStudies', schemas.caseStudiesSchema), value: { caseStudies } },
  { file: 'content/local-areas.json', schema: listFile('areas', schemas.localAreasSchema), value: { areas: localAreas } },
  { file: 'content/local-areas.json (page titles and descriptions)', schema: schemas.pagesSchema, value: localAreaPages(localAreas) },
  { file: 'content/memberships.json', schema: listFile('memberships', membershipsSchema), value: { memberships } },
  { file: 'content/navigation.json', schema: schemas.navigationSchema, value: navigation },
  { file: 'content/pages.json', schema: listFile('pages', schemas.pagesSchema), value: { pages } },
  { file: 'content/questions.json', schema: listFile('questions', schemas.questionsSchema), value: { questions } },
  { file: 'content/quotes.json', schema: listFile('quotes', schemas.quotesSchema), value: { quotes } },
  { file: 'content/review-policy.json', schema: schemas.reviewPolicySchema, value: reviewPolicy },
  { file: 'content/team.json', schema: listFile('members', teamSchema), value: { members: team } },
  { file: 'data/postcode-areas.ts', schema: postcodeGeographySchema, value: postcodeGeography },
  // The words of each page and part of the site; `more` names what a file fills as it is read or used.
  copyFile('areas-we-cover', copy.areasWeCoverCopySchema, areasWeCoverCopy),
  // Its quote line is filled as the price finder's are.
  copyFile('availability', copy.availabilityCopySchema, availabilityCopy, copy.pricesFinderPlaceholders),
  copyFile('booking-calendar', copy.bookingCalendarCopySchema, bookingCalendarCopy, copy.thirdPartiesPlaceholders),
  copyFile('case-studies', copy.caseStudiesCopySchema, caseStudiesCopy),
  copyFile('chat', copy.chatCopySchema, chatCopy, copy.thirdPartiesPlaceholders),
  copyFile('consent-prompt', copy.consentPromptCopySchema, consentPromptCopy, copy.thirdPartiesPlaceholders),
  copyFile('consent-settings', copy.consentSettingsCopySchema, consentSettingsCopy, copy.thirdPartiesPlaceholders),
  // Read as written by the postcode check, in the browser and the Worker: it fills its own placeholders.
  copyFile('coverage-answers', copy.coverageAnswersCopySchema, coverageAnswersFile, copy.coverageAnswerPlaceholders),
  copyFile('coverage-check', copy.coverageCheckCopySchema, coverageCheckCopy),
  copyFile('error-pages', copy.errorPagesCopySchema, errorPagesCopy),
  copyFile('home', copy.homeCopySchema, homeCopy),
  copyFile('local-area', copy.localAreaCopySchema, localAreaCopy, copy.localAreaPlaceholders),
  copyFile('microbore-and-plastic-pipes', copy.microboreCopySchema, microboreCopy),
  copyFile('no-fix-no-fee', copy.noFixNoFeeCopySchema, noFixNoFeeCopy),
  copyFile('prices', copy.pricesCopySchema, pricesCopy),
  copyFile('prices-finder', copy.pricesFinderCopySchema, pricesFinderCopy, copy.pricesFinderPlaceholders),
  copyFile('proof', copy.proofCopySchema, proofCopy),
  copyFile('question-search', copy.questionSearchCopySchema, questionSearchCopy, copy.thirdPartiesPlaceholders),
  copyFile('reviews-widget', copy.reviewsWidgetCopySchema, reviewsWidgetCopy, copy.thirdPartiesPlaceholders),
  copyFile('shared-sections', copy.sharedSectionsCopySchema, sharedSectionsCopy, copy.sharedSectionsPlaceholders),
  copyFile('site', copy.siteCopySchema, siteCopy, copy.openingHoursLinePlaceholders),
  copyFile('testimonials', copy.testimonialsCopySchema, testimonialsCopy),
  copyFile('virtual-assistant', copy.virtualAssistantCopySchema, virtualAssistantCopy),
  copyFile('who-are-we', copy.whoAreWeCopySchema, whoAreWeCopy),
  // The Markdown documents' front matter, and the guides' own words.
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
      return unknownPlaceholders(file, text, { ...(placeholders === 'figures' ? figurePlaceholderValues : placeholderValues), ...more })
    })
}

/** Each file of content/ the table above leaves out, which nothing would check. */
function unlistedFiles(): string[] {
  const listed = new Set(contentFiles.map(({ file }) => file.replace(/ \(.*\)$/, '')))
  return readdirSync(new URL('../content/', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') || file.endsWith('.md'))
    .map((file) => `content/${file}`)
    .filter((file) => !listed.has(file))
    .map((file) => `${file}: not in the table of data/validate.ts, so nothing checks it (add its row and schema)`)
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

const navigationFile = 'content/navigation.json'

/** Every `href` in a content file that is an address on this site ("/…"), with where it sits. */
function siteLinks(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => siteLinks(item, [...path, index]))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'href' && typeof item === 'string' && item.startsWith('/')
      ? [{ path: [...path, key], href: item }]
      : siteLinks(item, [...path, key]),
  )
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
  // Every link a content file gives to a page of this site, wherever it sits (navigation, a guide's
  // related reading, a section's link), goes to a page that exists.
  const linkingFiles = [...contentFiles.filter(({ file }) => file !== navigationFile), { file: navigationFile, value: content.navigation }]
  for (const { file, value } of linkingFiles) {
    for (const link of siteLinks(value)) {
      if (!seen.has(link.href.replace(/[?#].*$/, ''))) {
        problems.push(`${file}: ${formatPath(link.path, value)}: links to ${link.href}, which is not a page`)
      }
    }
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
    ...(caseStudies.some((study) => study.id === microboreCopy.caseStudies.study)
      ? []
      : [
          `content/copy/microbore-and-plastic-pipes.json: caseStudies.study: "${microboreCopy.caseStudies.study}" is not an id in content/case-studies.json`,
        ]),
    ...teamProblems(team, figures.foundedYear, publicFileExists),
    ...membershipProblems(memberships, publicFileExists),
    ...localAreaDistanceProblems(content.localAreas),
    ...guideFileProblems(),
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

/** Each step on /availability that links to the terms points to a section that exists. */
export function bookingStepProblems(
  steps: readonly { id: string; termsSection?: string | undefined }[] = bookingSteps,
  terms: { sections: readonly { id: string }[] } = legalDocument(routes.terms),
): string[] {
  const sections = new Set(terms.sections.map((section) => section.id))
  return steps
    .filter((step) => step.termsSection !== undefined && !sections.has(step.termsSection))
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
  const problems = [...unlistedFiles(), ...placeholderProblems(), ...contentFiles.flatMap(contentProblems), ...crossFileProblems()]
  return problems.length > 0
    ? `Invalid content data (fix the file and field named):\n${problems.map((problem) => `  ${problem}`).join('\n')}`
    : null
}

/** Stops the build with the report when content/ has a problem. */
export function validateContent(): void {
  const report = contentProblemReport()
  if (report) throw new ReadableError(report)
}
