// The words of the header, footer, menu and buttons every page shares (content/copy/site.json).
import { z } from 'zod'
import { words } from './sections.schema.ts'

/** The names the footer's opening-hours line may use for each row of content/opening-hours.json. */
export const openingHoursLineSlots = {
  'slot.label': 'the days, e.g. Mon–Fri',
  'slot.opens': 'the opening time',
  'slot.closes': 'the closing time',
} as const

export const siteCopySchema = z.object({
  buttons: z
    .object({
      bookNow: words('The main button to the booking page, in the header, the menu and across the site'),
      call: words('The word before the phone number on call buttons'),
      callPhone: words('What screen readers hear for a call button: {phone} is the number'),
      chooseDate: words('The button to the calendar on the booking page (also in the phone bar there)'),
      askFlushy: words('The button to the AI assistant'),
      seePrices: words('The button to the prices page'),
      viewPrices: words('The button to the prices page in the phone menu'),
      askUsToCall: words(
        'Every link to the enquiry form (under the price finder, the coverage answer, the calendar, on local and error pages)',
      ),
      openBookingPage: words('The button that opens the booking page in a new tab (where the calendar is not shown)'),
    })
    .describe('Button labels used on every page'),
  opensInNewTab: words('Screen readers only, after a link that opens in a new tab (the reviews profile, the booking page)'),
  bookBarLabel: words('The name screen readers give the Book Now bar at the bottom of phone screens'),
  menu: words('The label of the menu button on phones and tablets'),
  skipLink: words('The link keyboard users see first, to jump past the header'),
  footer: z
    .object({
      quickLinksHeading: words('The heading over the footer links'),
      contactHeading: words('The heading over the contact details'),
      phoneLabel: words('The word before the phone number'),
      emailLabel: words('The word before the email address'),
      openingHoursLine: words('One line per opening-hours row: {slot.label} is the days, {slot.opens} and {slot.closes} the times'),
      basedIn: words('Where the company is based: {business.locality} and {business.area} come from the business details'),
      legalLinksLabel: words('The name screen readers give the links to the legal pages'),
    })
    .describe('The footer at the bottom of every page'),
  trustStrip: z
    .object({
      rating: words('The words after the star rating, e.g. "on {reviews.provider}"'),
      systemsCleaned: words('The words after the number of systems cleaned'),
      successRate: words('The words after the success rate'),
    })
    .describe('The three facts under the big heading at the top of a page (the figures come from content/figures.json)'),
  ctaBand: z
    .object({
      heading: words('The heading of the dark band, on pages that do not set their own'),
      text: words('The sentence under that heading, on pages that do not set their own'),
      promise: words('The sentences that always follow it, about travel and the No Fix No Fee guarantee'),
      chatButton: words('The button to the AI assistant in the dark band'),
    })
    .describe('The dark band near the foot of most pages, with Book Now, Call and the AI assistant'),
  sampleReviewBadge: words('The label on a review that is only an example (sample: true in content/quotes.json)'),
})

export type SiteCopy = z.infer<typeof siteCopySchema>
