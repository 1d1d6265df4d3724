// The coverage check as the browser tests find it on a page.
import type { Locator, Page } from '@playwright/test'
import { areasWeCoverCopy, localAreaCopy } from '../../data/content.ts'

/** The check's section: on /areas-we-cover and on each local page, under their own headings. */
export const checkAt = (page: Page): Locator =>
  page
    .getByRole('region', { name: areasWeCoverCopy.coverageCheck.heading })
    .or(page.getByRole('region', { name: localAreaCopy.coverageCheck.heading }))
