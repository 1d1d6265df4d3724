// The words of the 404 page and of the screen for any other error (content/copy/error-pages.json).
import { z } from 'zod'
import { words } from './sections.schema.ts'

const errorPageSchema = z.object({
  title: words('The page title in the browser tab and search results; the business name is added after it'),
  description: words('The summary search engines and shared links show'),
  heading: words('The big heading on the page'),
  message: words('The paragraph under the heading'),
})

export const errorPagesCopySchema = z.object({
  notFound: errorPageSchema
    .extend({ routesHeading: words('The heading over the links to the main pages (from content/navigation.json)') })
    .describe('The page shown for an address that does not exist'),
  failure: errorPageSchema
    .extend({ unknownReason: words('Said above the paragraph when the error gives no reason of its own') })
    .describe('The screen shown when something else goes wrong'),
  homeLabel: words('The button back to the home page, on both pages'),
})

export type ErrorPagesCopy = z.infer<typeof errorPagesCopySchema>
