// The postcode check's answers (content/copy/coverage-answers.json). They load with the check,
// in the browser and in the Worker, so they use only the names below, filled in as it answers.
import { z } from 'zod'
import { slotsIn } from '../fill-slots.ts'
import { words } from './sections.schema.ts'

export const coverageAnswerSlots = {
  postcode: 'the postcode as typed and tidied, e.g. N13 4AB',
  name: 'the local area, e.g. Palmers Green',
  base: 'the town of our base',
  place: 'where the postcode is, e.g. Headingley',
  city: 'the listed city near it',
  region: 'its region or nation, e.g. Yorkshire and the Humber',
  km: 'about how far from our base',
  radiusKm: 'how far we normally travel',
  placeIs: 'the place opening a sentence, e.g. "Belfast is", "The Isles of Scilly are"',
} as const

type Slot = keyof typeof coverageAnswerSlots

/** Words that may use only the given names: any other would reach the page as written. */
const answer = (hint: string, ...slots: Slot[]) =>
  words(slots.length > 0 ? `${hint} (${slots.map((slot) => `{${slot}}`).join(', ')} filled in)` : hint).refine(
    (text) => slotsIn(text).every((name) => (slots as string[]).includes(name)),
    { message: slots.length > 0 ? `only ${slots.map((slot) => `{${slot}}`).join(', ')} can be used here` : 'no {…} can be used here' },
  )

export const coverageAnswersCopySchema = z.object({
  enterPostcode: answer('When nothing was typed'),
  notAPostcode: answer('When what was typed is not a postcode'),
  invalidDetail: answer('Under either of those'),
  local: z
    .object({
      headline: answer('The headline', 'postcode', 'name'),
      detailAtBase: answer('Under it, for the area of our base', 'base'),
      detail: answer('Under it, for the other local areas', 'name', 'base'),
      link: answer("The button to the area's page", 'name'),
    })
    .describe('A postcode in one of our local areas'),
  covered: z
    .object({
      headline: answer('The headline', 'postcode'),
      detail: answer('Under it', 'postcode', 'place', 'region', 'km'),
      detailNearCity: answer('Under it, when a listed city is near', 'postcode', 'place', 'city', 'region', 'km'),
    })
    .describe('A postcode within the distance we travel'),
  callUs: z
    .object({
      headline: answer('The headline', 'postcode'),
      acrossSea: answer('Under it, for an island or across the sea', 'placeIs'),
      unknownPlace: answer('Under it, for a postcode we cannot place', 'postcode'),
    })
    .describe('A postcode we arrange by phone'),
  outside: z
    .object({
      headline: answer('The headline', 'postcode'),
      detail: answer('Under it', 'placeIs', 'km', 'radiusKm'),
    })
    .describe('A postcode beyond the distance we travel'),
})

export type CoverageAnswersCopy = z.infer<typeof coverageAnswersCopySchema>
