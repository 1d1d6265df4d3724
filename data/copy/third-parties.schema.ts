// The words around the chat, the booking calendar and the reviews widget: while they load, when
// they cannot, the consent prompt and choices, and the question search. One file each, so a page's
// script carries only the words of the widget it has.
import { z } from 'zod'
import { words } from './sections.schema.ts'

/** The names the question search's words may use. */
export const thirdPartiesSlots = {
  count: 'how many answers',
  typed: 'the words the visitor typed',
  phoneLink: 'our phone number, as a link that calls it',
  bookLink: 'the link to the booking page, with the words below',
  answersLink: 'the link to the common questions, with the words below',
  policyLink: 'the link to the cookie policy, with the words below',
  What: 'what the provider shows, with a capital, e.g. "The chat with Flushy"',
  provider: "the provider's name",
} as const

/** What the consent prompt calls a provider's part of the page, and its button. */
const consentNames = (what: string, example: string, action: string) => ({
  what: words(`What the consent prompt calls ${what}, e.g. "${example}"`),
  action: words(`The button that loads it, e.g. "${action}"`),
})

const statusSchema = (what: string) =>
  z
    .object({
      loading: words(`While ${what} loads`),
      ready: words(`Once ${what} is there`),
      slow: words(`When ${what} takes longer than usual`),
      failed: words(`When ${what} cannot load`),
    })
    .describe(`The line that says how ${what} is doing`)

/** The chat with Flushy on /virtual-assistant (content/copy/chat.json). */
export const chatCopySchema = z.object({
  chatStatus: statusSchema('the chat with Flushy'),
  chat: z
    .object({
      ...consentNames('the chat', 'the chat with Flushy', 'Load the chat'),
      fallback: words('Before the chat appears: {phoneLink}, {bookLink} and {answersLink} are links'),
      bookLink: words('The words of {bookLink}'),
      answersLink: words('The words of {answersLink}'),
      unavailableHeading: words('The heading when Flushy cannot load'),
      unavailableText: words('The line before the call and booking buttons'),
    })
    .describe('The panel of the chat with Flushy'),
})

/** The latest reviews on /testimonials (content/copy/reviews-widget.json). */
export const reviewsWidgetCopySchema = z.object({
  reviewsStatus: statusSchema('the latest reviews'),
  reviews: z.object(consentNames('the reviews', 'the latest reviews', 'Load the reviews')).describe('The panel of the latest reviews'),
})

/** The booking calendar on /availability (content/copy/booking-calendar.json). */
export const bookingCalendarCopySchema = z.object({
  booking: z
    .object({
      ...consentNames('the calendar', 'the booking calendar', 'Load the booking calendar'),
      frameTitle: words('The name screen readers give the calendar'),
      loading: words('While the calendar loads'),
      meanwhile: words('Under it, beside the other ways to book, until the calendar appears: {phoneLink} is the phone number'),
      slowHeading: words('The bold start when the calendar is slow'),
      slow: words('After it: {phoneLink} is the phone number'),
      failedHeading: words('The bold start when the calendar cannot be reached at all (the provider is down or blocked)'),
      failed: words('After it: {phoneLink} is the phone number'),
    })
    .describe('The booking calendar'),
})

/** The search over common questions (content/copy/question-search.json). */
export const questionSearchCopySchema = z.object({
  questionSearch: z
    .object({
      label: words('The label over the search box'),
      placeholder: words('The example shown in the empty search box'),
      resultsName: words('The name screen readers give the list of answers found'),
      allAnswers: words('Before anything is typed: {count} is the number of answers'),
      oneMatch: words('When one answer matches: {count} and {typed} are filled in'),
      manyMatch: words('When several or no answers match: {count} and {typed} are filled in'),
    })
    .describe('The search over common questions, shown when the chat cannot load'),
})

/** The prompt over a provider until the visitor loads it (THIRD_PARTY_CONSENT=ask; content/copy/consent-prompt.json). */
export const consentPromptCopySchema = z.object({
  consentPrompt: z
    .object({
      text: words('What the provider is: {What}, {provider} and {policyLink} are filled in'),
      policyLink: words('The words of {policyLink}'),
      ratherNot: words('The smaller line under the button: {phoneLink} is the phone number'),
    })
    .describe('With THIRD_PARTY_CONSENT=ask, over each provider until the visitor loads it'),
})

/** The choices on the cookie policy page (THIRD_PARTY_CONSENT=ask; content/copy/consent-settings.json). */
export const consentSettingsCopySchema = z.object({
  consentSettings: z
    .object({
      heading: words('The heading on the cookie policy page'),
      text: words('The paragraph under it: {storage.consent} is the name the choice is stored under'),
      names: z
        .object({
          chat: words('The chat: {chat.provider} is its name'),
          booking: words('The booking calendar: {booking.provider} is its name'),
          reviews: words('The latest reviews: {reviews.provider} is its name'),
        })
        .describe('Each provider in the list'),
      allowed: words('When the visitor has allowed it'),
      notAllowed: words('When they have not'),
      checking: words('Until the page has read the choice'),
      withdraw: words('The button to withdraw it'),
      allow: words('The button to allow it'),
    })
    .describe('With THIRD_PARTY_CONSENT=ask, the choices on the cookie policy page'),
})

export type ChatCopy = z.infer<typeof chatCopySchema>
export type ReviewsWidgetCopy = z.infer<typeof reviewsWidgetCopySchema>
export type BookingCalendarCopy = z.infer<typeof bookingCalendarCopySchema>
export type QuestionSearchCopy = z.infer<typeof questionSearchCopySchema>
export type ConsentPromptCopy = z.infer<typeof consentPromptCopySchema>
export type ConsentSettingsCopy = z.infer<typeof consentSettingsCopySchema>
