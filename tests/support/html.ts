// The served HTML as a crawler reads it, before any script runs: fetched over HTTP, no browser.
import type { APIRequestContext } from '@playwright/test'
import { load, type CheerioAPI } from 'cheerio'

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
