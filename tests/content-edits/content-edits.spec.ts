// The owner changes the site through content files alone (issue 16): in a copy of the project, a
// price is raised, a question, an eleventh local area (outside N and EN) and a guide are added by
// editing content/ as text, the copy is built once with the project's own build, and each change is
// found on its pages, in the sitemap, the feed and the coverage check's answer. Then a bad edit of
// each kind must stop a real build, naming the file, the row and the field. Every expectation is the
// value this test wrote, or read from data/; the rules behind the messages are unit-tested in
// tests/unit/content.test.ts, here they must reach the owner through the build.
import type { APIRequestContext } from '@playwright/test'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { checkCoverage, describeCoverage } from '../../data/coverage-check.ts'
import { formatPounds } from '../../data/format.ts'
import { guides, guidesFeedPath } from '../../data/guides.ts'
import { localAreaSummaries } from '../../data/local-area-summaries.ts'
import { postcodeGeography } from '../../data/postcode-areas.ts'
import { guidePath, routes } from '../../data/routes.ts'
import type { LocalArea, PriceRow, Question, QuestionPage } from '../../data/schemas.ts'
import { checkAt } from '../support/coverage-check.ts'
import { expect, siteConfig, test, waitForHydration } from '../support/fixtures.ts'
import { build, copyProject, readJson, readText, removeCopy, withFileEdited, writeJson, writeText } from './content-edits-copy.ts'
import { serveBuild, type Started } from '../support/servers.ts'
import { localAreas } from '../../data/site-pages.ts'
import { coverageCheckCopy, questions } from '../../data/content.ts'
import { pricing } from '../../data/facts.ts'
import { radiatorCountLabel } from '../../data/price-options.ts'

const files = {
  pricing: 'content/pricing.json',
  questions: 'content/questions.json',
  areas: 'content/local-areas.json',
  copy: 'content/copy',
}
const outDir = 'dist-content-edits'

// The price: the first row, the "from" price the site's words quote, raised as the rules allow
// (No Fix No Fee above Standard, each row dearer than the one before).
const raisedIndex = 0
const raisedFrom = pricing.rows[raisedIndex]
const nextRow = pricing.rows[raisedIndex + 1]
if (!raisedFrom) throw new Error(`${files.pricing} has no rows`)
const raise = 25
const raised: PriceRow = { ...raisedFrom, standard: raisedFrom.standard + raise, noFix: raisedFrom.noFix + raise }

const newQuestion: Question = {
  id: 'can-i-watch-while-you-work',
  question: 'Can I watch while you work?',
  answer: ['Yes. We explain each step as we go, and you are welcome to see the radiators warm up at the end.'],
  keywords: ['watch', 'see the work'],
  pages: ['assistant'],
}
const questionRoutes: Record<QuestionPage, string> = {
  assistant: routes.assistant,
  prices: routes.prices,
  'no-fix-no-fee': routes.noFixNoFee,
}

// Watford: outside the N and EN postcodes of the ten areas, within the service radius.
const newArea: LocalArea = {
  slug: 'watford',
  name: 'Watford',
  borough: 'Watford',
  postcodes: ['WD17', 'WD18'],
  centre: { latitude: 51.6565, longitude: -0.3963 },
  heroLine: 'Watford’s terraces and semis often had microbore fitted long after they were built.',
  intro:
    'Watford sits just outside the M25 to the north-west of London, with the town centre around the High Street and long residential roads running out towards Cassiobury Park. Much of its housing had its heating added or replaced long after it was built.',
  propertyTypes: [
    {
      name: 'Victorian and Edwardian terraces',
      detail:
        'Terraces around the town centre and West Watford, where central heating was fitted decades later, often in microbore under the floors.',
    },
    {
      name: 'Interwar semis',
      detail: 'Semis towards Cassiobury and North Watford, many with twin-entry radiator valves on thin pipes that collect sludge.',
    },
  ],
  localDetail:
    'Watford is a short drive round the M25 from our base. Homes near Cassiobury Park often have original floors that owners want to keep, and the pellet flush works through the radiator valves already fitted.',
  servicePromise: 'You get the same engineer, the same prices and the same guarantee as anywhere else we work.',
}
const newAreaPath = `/${newArea.slug}`

const today = new Date().toISOString().slice(0, 10)
const newGuide = {
  slug: 'before-your-flush-day',
  title: 'Before your flush day: a short checklist for homeowners',
  searchTitle: 'Before Your Flush Day: A Checklist',
  description:
    'What to do before we arrive: clear a path to each radiator, note the cold ones and find the boiler manual, so the flush day runs smoothly.',
  summary:
    'Three small jobs before we arrive make the day quicker: clear a path to each radiator, note which ones run cold, and find the boiler manual.',
  keywords: ['before a pellet flush', 'prepare for a heating flush', 'cold radiators checklist'],
  datePublished: today,
}
const newGuideFile = `content/guides/${newGuide.slug}.md`
const newGuidePath = guidePath(newGuide.slug)
/** As an owner writes it: front matter between two --- lines (strings in quotes), then Markdown that quotes the "from" price. */
const guideText = [
  '---',
  ...Object.entries(newGuide)
    .filter(([field]) => field !== 'slug')
    .map(([field, value]) => `${field}: ${JSON.stringify(value)}`),
  '---',
  '',
  'The day goes faster when the engineer can reach every radiator. The price is set before we start, from {price.from.standard}.',
  '',
  '## Clear a path to each radiator',
  '',
  'Move furniture a little away from the radiators and their valves, towel rails included.',
  '',
  '## Note the cold ones',
  '',
  'Write down which radiators stay cold, and where: at the bottom, at the top or all over.',
  '',
].join('\n')

/** The page each file of content/copy/ holds the words of, where it is not /<file name>. */
const copyFilePages: Record<string, string> = { 'home.json': routes.home, 'local-area.json': newAreaPath }

let root = ''
let site: Started | undefined
const origin = () => site?.origin ?? ''
let client = ''

test.beforeAll(async () => {
  // Each edit must be new: otherwise the test could pass on what the site already had.
  if (nextRow) expect(raised.standard, 'the raised price stays below the next row').toBeLessThan(nextRow.standard)
  expect(questions.map((question) => question.id)).not.toContain(newQuestion.id)
  expect(localAreas.map((area) => area.slug)).not.toContain(newArea.slug)
  expect(guides.map((guide) => guide.slug)).not.toContain(newGuide.slug)
  for (const postcode of newArea.postcodes) {
    expect(postcode, 'outside the N and EN postcodes of the first ten').toMatch(/^(?!N\d|EN\d)/)
    expect(checkCoverage(postcode, localAreaSummaries).kind, `${postcode} answered locally before the edit`).toBe('covered')
    expect(postcodeGeography.areas.map((area) => area.code)).toContain(/^[A-Z]+/.exec(postcode)?.[0])
  }

  root = copyProject()
  const pricingFile = readJson(root, files.pricing) as { rows: PriceRow[] }
  pricingFile.rows[raisedIndex] = raised
  writeJson(root, files.pricing, pricingFile)
  const questionsFile = readJson(root, files.questions) as { questions: Question[] }
  questionsFile.questions.push(newQuestion)
  writeJson(root, files.questions, questionsFile)
  const areasFile = readJson(root, files.areas) as { areas: LocalArea[] }
  areasFile.areas.push(newArea)
  writeJson(root, files.areas, areasFile)
  writeText(root, newGuideFile, guideText)

  const result = build(root, outDir)
  expect(result.ok, result.output).toBe(true)
  client = path.join(root, outDir, 'client')
  site = await serveBuild(client, path.join(root, '.wrangler'))
})

test.afterAll(async () => {
  site?.stop()
  if (root) removeCopy(root)
})

const sitemapUrls = async (request: APIRequestContext): Promise<string[]> => {
  const xml = await (await request.get(`${origin()}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
}

test('the raised price is in the price list and on every page whose words quote the starting price', async ({ page }) => {
  await page.goto(`${origin()}${routes.prices}`)
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: radiatorCountLabel(raisedFrom), exact: true }) })
  await expect(row).toContainText(formatPounds(raised.standard))
  await expect(row).toContainText(formatPounds(raised.noFix))

  const quoting = readdirSync(path.join(root, files.copy))
    .filter((name) => readText(root, `${files.copy}/${name}`).includes('{price.from.standard}'))
    .map((name) => copyFilePages[name] ?? `/${path.basename(name, '.json')}`)
    .filter((route) => existsSync(path.join(client, route, 'index.html')))
  expect(quoting).toContain(routes.prices)
  for (const route of quoting) {
    await page.goto(`${origin()}${route}`)
    await expect(page.getByRole('main'), route).toContainText(formatPounds(raised.standard))
  }
})

test('the new question is answered on each page it names', async ({ page }) => {
  for (const name of newQuestion.pages) {
    await page.goto(`${origin()}${questionRoutes[name]}`)
    const item = page.locator('details').filter({ has: page.locator('summary', { hasText: newQuestion.question }) })
    await expect(item).toHaveCount(1)
    await item.locator('summary').click()
    for (const paragraph of newQuestion.answer) await expect(item.getByText(paragraph)).toBeVisible()
  }
})

test('the new area has its page, is in the sitemap and on /areas-we-cover, and the coverage check names it', async ({ page, request }) => {
  await page.goto(`${origin()}${newAreaPath}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newArea.name)
  expect(await page.title()).toContain(newArea.name)
  await expect(page.getByRole('main')).toContainText(newArea.intro)

  expect(await sitemapUrls(request)).toContain(`${siteConfig.origin}${newAreaPath}`)

  await page.goto(`${origin()}${routes.areas}`)
  await expect(page.getByRole('main').getByRole('link', { name: newArea.name, exact: true })).toHaveAttribute('href', newAreaPath)

  await waitForHydration(page)
  const typed = `${newArea.postcodes.at(-1)?.toLowerCase()} 1ab`
  const answer = checkCoverage(typed, [...localAreaSummaries, newArea])
  expect(answer).toMatchObject({ kind: 'local', slug: newArea.slug })
  const { headline, link } = describeCoverage(answer)
  const check = checkAt(page)
  await check.getByLabel(coverageCheckCopy.label).fill(typed)
  await check.getByRole('button', { name: coverageCheckCopy.button }).click()
  const status = check.getByRole('status')
  await expect(status).toContainText(headline)
  await expect(status).toContainText(newArea.name)
  const areaLink = status.getByRole('link', { name: link?.label })
  await expect(areaLink).toHaveAttribute('href', newAreaPath)
  await areaLink.click()
  await expect(page).toHaveURL(`${origin()}${newAreaPath}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newArea.name)
})

test('the new guide has its page, is listed on /guides, in the sitemap and in the feed', async ({ page, request }) => {
  await page.goto(`${origin()}${newGuidePath}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newGuide.title)
  expect(await page.title()).toContain(newGuide.searchTitle)
  // Its placeholder is filled with the price raised in the same edit.
  await expect(page.getByRole('main')).toContainText(`from ${formatPounds(raised.standard)}`)

  await page.goto(`${origin()}${routes.guides}`)
  await expect(page.getByRole('main').getByRole('link', { name: newGuide.title })).toHaveAttribute('href', newGuidePath)
  await expect(page.getByRole('main')).toContainText(newGuide.summary)

  const guideUrl = `${siteConfig.origin}${newGuidePath}`
  expect(await sitemapUrls(request)).toContain(guideUrl)
  const feed = await (await request.get(`${origin()}${guidesFeedPath}`)).text()
  const entry = [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)]
    .map((match) => match[0])
    .find((text) => text.includes(`<id>${guideUrl}</id>`))
  expect(entry, 'the feed has an entry for the guide').toBeDefined()
  expect(entry).toContain(`<title>${newGuide.title}</title>`)
  expect(entry).toContain(`<published>${newGuide.datePublished}T00:00:00Z</published>`)
})

/** JSON edited as text: read, changed, written back with two spaces. */
const editJson =
  <T>(change: (value: T) => void) =>
  (text: string): string => {
    const value = JSON.parse(text) as T
    change(value)
    return `${JSON.stringify(value, null, 2)}\n`
  }

/** With the file edited badly, a real build stops and says where: "file: row.field: …". */
async function expectBuildRefuses(file: string, edit: (text: string) => string, where: string): Promise<void> {
  await withFileEdited(root, file, edit, () => {
    const result = build(root, `${outDir}-refused`)
    expect(result.ok, 'the build stops').toBe(false)
    expect(result.output).toContain(`${where}: `)
  })
}

test('a No Fix No Fee price no higher than Standard stops the build with its file, row and field', async () => {
  await expectBuildRefuses(
    files.pricing,
    editJson<{ rows: PriceRow[] }>(({ rows }) => {
      rows[raisedIndex] = { ...raised, noFix: raised.standard }
    }),
    `${files.pricing}: rows[${raisedIndex}] (${raised.radiators}).noFix`,
  )
})

test('a question without its question mark stops the build with its file, row and field', async () => {
  const index = questions.length
  await expectBuildRefuses(
    files.questions,
    editJson<{ questions: Question[] }>((file) => {
      file.questions[index] = { ...newQuestion, question: newQuestion.question.replace(/\?$/, '') }
    }),
    `${files.questions}: questions[${index}] (${newQuestion.id}).question`,
  )
})

test('an area postcode written in lower case stops the build with its file, row and field', async () => {
  const index = localAreas.length
  await expectBuildRefuses(
    files.areas,
    editJson<{ areas: LocalArea[] }>(({ areas }) => {
      areas[index] = { ...newArea, postcodes: newArea.postcodes.map((postcode) => postcode.toLowerCase()) }
    }),
    `${files.areas}: areas[${index}] (${newArea.slug}).postcodes[0]`,
  )
})

test('a guide dated a day that does not exist stops the build with its file and field', async () => {
  await expectBuildRefuses(
    newGuideFile,
    (text) => text.replace(`datePublished: "${today}"`, `datePublished: "${today.slice(0, 4)}-02-30"`),
    `${newGuideFile}: datePublished`,
  )
})
