import type { LegalDocument } from '../schemas.ts'
import type { SiteConfig } from '../../config/site-config.schema.ts'
import { siteConfig } from '../../config/site-config.ts'
import { business } from '../business.ts'
import { enquiry } from '../enquiry.ts'

/** The local storage key that keeps a visitor's choice when providers ask first (components/integrations/consent.ts). */
export const consentStorageKeyName = 'third-party-consent'
/** The local storage key that keeps an unsent enquiry on the visitor's device (components/enquiry/enquiry-fields.ts). */
export const enquiryDraftStorageKeyName = 'enquiry-draft'

/** The cookie policy for a configuration: what it says depends on the providers and on when they may load. */
export function cookiePolicyFor(config: SiteConfig): LegalDocument {
  const { chat, booking, reviews, thirdPartyConsent } = config
  const asks = thirdPartyConsent === 'ask'
  const loads = asks
    ? 'It loads only after you choose to load it on that page, and does nothing on any other page of our site.'
    : 'It loads when you open that page, and does nothing on any other page of our site.'
  const setBy = (providerName: string) =>
    `Anything stored is set by ${providerName}, not by us, and is governed by its own cookie and privacy policies.`

  const enquiryDraft = `If you start filling in our form “${enquiry.heading}”, our site keeps what you type in this browser's local storage, under the key "${enquiryDraftStorageKeyName}", so that nothing is lost if the page reloads or the connection drops before you send it. It stays on your device until the form is sent, when it is removed; it is never sent to us by itself. This is strictly necessary for the form you are using.`

  return {
    title: 'Cookie policy',
    intro: asks
      ? 'This site sets no cookies. It remembers only your choice of which services may load, and an enquiry you have not yet sent. The chat, booking and reviews services may store a little on the one page where each appears, once you let them load.'
      : 'This site sets no cookies. It keeps only an enquiry you have not yet sent, on your device. The chat, booking and reviews services may store a little on the one page where each appears.',
    sections: [
      {
        id: 'our-approach-to-cookies',
        heading: 'Our approach to cookies',
        paragraphs: [
          `${business.name} does not set any cookies of its own. Our website has no accounts or log-ins, and we do not use analytics, advertising or tracking tools.`,
          `Three pages include a service run by another company: our chat assistant, our booking calendar and our reviews. Each may store small pieces of information, such as cookies or local storage entries, on your device, but only on its own page. They are described below.`,
        ],
      },
      {
        id: 'our-chat-assistant-on-virtual',
        heading: 'Our chat assistant on /virtual-assistant',
        paragraphs: [
          `Our virtual assistant, Flushy, is provided by ${chat.providerName} and appears only on the /virtual-assistant page. ${loads}`,
          `To keep your conversation going as you chat, it may store an identifier for the conversation in a cookie or in your browser's local storage. It may also use cookies to keep the service secure and to spread visits across its servers (load balancing). ${setBy(chat.providerName)}`,
        ],
      },
      {
        id: 'our-booking-calendar-on-availability',
        heading: 'Our booking calendar on /availability',
        paragraphs: [
          `The booking calendar is provided by ${booking.providerName} and shown inside the /availability page. ${loads}`,
          `It may set cookies that keep your booking session while you choose a date and enter your details, that protect the form against misuse, and that spread visits across its servers (load balancing). ${setBy(booking.providerName)}`,
        ],
      },
      {
        id: 'our-reviews-on-testimonials',
        heading: 'Our reviews on /testimonials',
        paragraphs: [
          `The customer reviews on the /testimonials page are shown by a widget from ${reviews.providerName}. ${loads}`,
          `It may store the widget's own settings, and keep a copy of the reviews so that they appear quickly, in cookies or in your browser's storage. It may also use cookies for security and load balancing. ${setBy(reviews.providerName)}`,
        ],
      },
      {
        id: 'what-this-site-stores',
        heading: 'What this site itself stores',
        paragraphs: asks
          ? [
              `On the chat, booking and reviews pages, we ask before the service loads. If you choose to load one, our site remembers that choice in this browser's local storage, under the key "${consentStorageKeyName}", so that we do not ask again every time. It holds only which of the three services you have allowed: nothing about you, and it is never sent to us.`,
              `This is strictly necessary to remember your choice.`,
              enquiryDraft,
              `We store nothing else: no cookies, no analytics and no other local storage.`,
              `You can withdraw your choice for any service at any time with the buttons below this policy. The service will then not load again until you choose to load it. Anything it stored before stays with your browser until you clear it, as explained in the next section.`,
            ]
          : [
              enquiryDraft,
              `Nothing else: our site sets no cookies and runs no analytics. Only the three services described above may store anything more, and only on their own pages.`,
            ],
      },
      {
        id: 'controlling-cookies-in-your-browser',
        heading: 'Controlling cookies in your browser',
        paragraphs: [
          `You can see, block and delete cookies and other stored site data through your browser's settings, usually under privacy or site data. Most browsers let you block third-party cookies altogether or clear stored data each time you close the browser.`,
          `If you block these cookies, the rest of our website will work exactly as normal, although the chat assistant, booking calendar or reviews may not load or may not work fully.`,
        ],
      },
      {
        id: 'avoiding-third-party-storage-altogether',
        heading: 'Avoiding third-party storage altogether',
        paragraphs: [
          `If you would prefer nothing to be stored on your device, ${asks ? 'simply do not load' : 'simply avoid'} the chat assistant, the booking calendar and the reviews. You can always ask us anything you would ask Flushy, check availability and book an appointment by calling us on ${config.phone.display} or emailing ${config.email}.`,
        ],
      },
    ],
  }
}

export const cookiePolicy: LegalDocument = cookiePolicyFor(siteConfig)
