import type { LegalDocument } from '../schemas.ts'
import { siteConfig } from '../../config/site-config.ts'
import { business } from '../business.ts'

export const cookiePolicy: LegalDocument = {
  title: 'Cookie policy',
  intro:
    'This site sets no cookies of its own. The chat, booking and reviews services may store a little on the one page where each appears.',
  sections: [
    {
      id: 'our-approach-to-cookies',
      heading: 'Our approach to cookies',
      paragraphs: [
        `${business.name} does not set any cookies of its own. Our website has no accounts or log-ins, and we do not use analytics, advertising or tracking tools, so most of our pages store nothing at all on your device.`,
        `Three pages include a service run by another company, and that service may store small pieces of information, such as cookies or local storage entries, on your device. Each one loads only on its own page and does nothing on any other page of our site. They are described below.`,
      ],
    },
    {
      id: 'our-chat-assistant-on-virtual',
      heading: 'Our chat assistant on /virtual-assistant',
      paragraphs: [
        `Our virtual assistant, Flushy, is provided by a third-party AI chat provider and appears only on the /virtual-assistant page. To keep your conversation going as you chat, the provider may store a session identifier in your browser's local storage or in a cookie. It may also use storage needed to keep the service secure and working properly.`,
      ],
    },
    {
      id: 'our-booking-calendar-on-availability',
      heading: 'Our booking calendar on /availability',
      paragraphs: [
        `The booking calendar on the /availability page is provided by an external scheduling service and shown inside our page. The service may set cookies that are needed for the booking form to work, such as remembering your progress through the form, and for security, such as protecting the form against misuse. These are set by the scheduling service, not by us.`,
      ],
    },
    {
      id: 'our-reviews-on-testimonials',
      heading: 'Our reviews on /testimonials',
      paragraphs: [
        `The customer reviews on the /testimonials page are shown by a third-party reviews widget. To load and cache the reviews so that they appear quickly, the reviews provider may set cookies or store information in your browser.`,
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
        `If you would prefer nothing to be stored on your device, simply avoid the /virtual-assistant, /availability and /testimonials pages. You can ask us anything you would ask Flushy, check availability and book an appointment just as easily by calling us on ${siteConfig.phone.display} or emailing ${siteConfig.email}.`,
      ],
    },
  ],
}
