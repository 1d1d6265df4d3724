// The coverage check as the browser tests find it on a page.
import type { Locator, Page } from '@playwright/test'
import { areasWeCoverCopy } from '../../data/content.ts'

/** The check's section on /areas-we-cover, under its heading (elsewhere the postcode is the guided quote's second step). */
export const checkAt = (page: Page): Locator => page.getByRole('region', { name: areasWeCoverCopy.coverageCheck.heading })
