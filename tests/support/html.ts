// The served HTML as a crawler reads it, before any script runs: fetched over HTTP, no browser.
import type { APIRequestContext } from '@playwright/test'
import { load, type CheerioAPI } from 'cheerio'
import { routes } from '../../data/routes.ts'

export interface ServedPage {
  status: number
  headers: Record<string, string>
  html: string
  $: CheerioAPI
  /** The visible text of `selector`, whitespace collapsed. */
  text(selector: string): string
}

export async function fetchPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path)
  const html = await response.text()
  const $ = load(html)
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    $,
    text: (selector) => $(selector).text().replace(/\s+/g, ' ').trim(),
  }
}

/** The JSON-LD blocks of a page, parsed. */
export const jsonLd = (page: ServedPage): Record<string, unknown>[] =>
  page
    .$('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse(page.$(script).text()) as Record<string, unknown>)

/**
 * The day the served build was made (buildDate in config/site-config.ts), yyyy-mm-dd, as its privacy policy
 * states it. Tests read it from the build, never from the clock: a build is tested hours or days
 * after it is made, sometimes in a new year.
 */
export async function buildDay(request: APIRequestContext): Promise<string> {
  const day = (await fetchPage(request, routes.privacy)).$('main time').attr('datetime') ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`${routes.privacy} states no build date as main time[datetime] (found "${day}")`)
  return day
}
