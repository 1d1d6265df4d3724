// The words of the postcode check's form (content/copy/coverage-check.json), wherever the check is shown.
import { z } from 'zod'
import { words } from './sections.schema.ts'

/** The name the hint may use on a local page. */
export const coverageCheckSlots = { example: "the local page's own postcode district, e.g. N13" } as const

export const coverageCheckCopySchema = z.object({
  label: words('The label over the postcode box'),
  hint: words('The hint under the label'),
  hintWithExample: words("The hint on a local page: {example} is that area's postcode district"),
  button: words('The button that checks the postcode'),
  loadFailed: words('When the check cannot load (offline): please try again or call'),
})

export type CoverageCheckCopy = z.infer<typeof coverageCheckCopySchema>
