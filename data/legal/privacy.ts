import type { LegalDocument } from '../schemas.ts'
import { siteConfig } from '../../config/site-config.ts'
import { business } from '../business.ts'
import { enquiry } from '../enquiry.ts'
import { pricing } from '../pricing.ts'
import { consumerLaw, contactUs } from './shared.ts'

const { chat, booking, reviews } = siteConfig
const { enquiryMonths, photoDays, photoLinkDays } = enquiry.retention

export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  intro: 'We collect as little as we can, use it only to help you with your heating, and never sell it.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `This policy explains how ${siteConfig.company.name} ("we", "us") looks after the personal information of people who contact us, book with us or have their heating system cleared by us. We are a limited company registered in ${business.registeredIn}, and we are the controller of that information under UK data protection law, which means we decide how it is used and are responsible for keeping it safe.`,
        `If you have any questions about this policy or about your information, you can reach us ${contactUs}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: [
        `We only hold what you choose to tell us when you phone or email us, talk to our chat assistant, or book an appointment through our online booking page. That is usually your name, address, phone number and email address, together with details about your heating system, such as the number of radiators and towel rails, the type of pipework and boiler, and any previous flushes or known problems. If you send us photos or videos of your system, we keep those with your enquiry.`,
        `When we carry out a job we also keep the signed confidentiality agreement, the package you chose, notes from the visit, your invoice and a record of your payment and guarantee. We do not see or store your full card details; card payments are handled by our payment providers.`,
        `Our website has no accounts and no log-ins, and we do not use analytics or advertising tools, so we do not collect information about how you browse it. Its one form, “${enquiry.heading}”, is described in the next section. ${siteConfig.thirdPartyConsent === 'ask' ? 'If you choose to load the chat, booking or reviews service, your browser remembers that choice; it stays on your device and is never sent to us. ' : ''}Our cookie policy explains what the chat, booking and reviews services may store on their own pages.`,
      ],
    },
    {
      id: 'enquiries',
      heading: `Enquiries sent through our website`,
      paragraphs: [
        `When you use “${enquiry.heading}”, we receive your name, phone number, postcode, the answers you give about your heating, your email address and note if you add them, any photos you attach, and the time you sent it. To protect the form from abuse we also check your internet (IP) address against a limit on how many enquiries can be sent in a minute; we do not store it with your enquiry.`,
        `We use these details only to call you back, answer your questions and give you a price. Our lawful basis is taking steps at your request before entering into a contract with you; if you do not go ahead, it is our legitimate interest in answering the people who contact us.`,
        `Your enquiry is stored by Cloudflare, which hosts our website, in its database and file storage, and we are told of it by email through our email delivery provider. Only the people who answer enquiries for us can see it, through that email and our records; the links to your photos in the email stop working after ${photoLinkDays} days.`,
        `If you do not become a customer, we delete your photos ${photoDays} days after you send them and the rest of your enquiry after ${enquiryMonths} months. If you do become a customer, your enquiry becomes part of your job record and is kept as the section on how long we keep your information explains. Until your enquiry is sent, what you type is kept only on your own device, so that nothing is lost if the page reloads; it is removed from your device once it is sent.`,
        `You have the same rights over your enquiry as over anything else we hold: you can ask to see it, correct it or have it deleted at any time, as the section on your rights explains.`,
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How we use your information and our lawful basis',
      paragraphs: [
        `We use your information to answer your questions, arrange and confirm your appointment, carry out the work, take payment, honour your guarantee and deal with any complaint. Where this is needed to give you a quote or to enter into and perform our contract with you, our lawful basis under the UK GDPR is contract. Where the law requires us to keep records, such as invoices for tax purposes, our lawful basis is legal obligation.`,
        `We rely on our legitimate interests to reply to general enquiries before you book, to protect our patented and confidential method through the confidentiality agreement, to keep our records accurate, and to establish or defend legal claims. We have weighed these interests against your rights and keep what we use to the minimum needed.`,
        `We do not send marketing, we do not sell or rent your information to anyone, and we do not make decisions about you by automated means.`,
      ],
    },
    {
      id: 'who-processes-your-information-for',
      heading: 'Who processes your information for us',
      paragraphs: [
        `We use a small number of trusted service providers, who handle your information only on our instructions and for the purposes described here: ${booking.providerName}, which runs the booking calendar on our website and stores the details you enter when you book; ${chat.providerName}, which runs Flushy, our virtual assistant, and processes the messages you type to it; ${reviews.providerName}, which collects and shows customer reviews and handles any review you choose to leave; Cloudflare, which hosts our website and stores the enquiries sent through it; our email delivery provider, which passes those enquiries to us; and our payment providers, including our bank and card and online payment processors, which handle your payment.`,
        `We may also share information with our accountant and professional advisers, and with HM Revenue & Customs or other authorities where the law requires it. Some providers may store information outside the UK; where they do, we make sure safeguards recognised by UK law are in place to protect it.`,
        `Please do not type payment details or other sensitive information into the chat assistant. If you would rather not use any of these online services, you can always phone or email us instead.`,
      ],
    },
    {
      id: 'how-long-we-keep-your',
      heading: 'How long we keep your information',
      paragraphs: [
        `We keep job records, including invoices, payment records and the confidentiality agreement, for ${consumerLaw.recordKeepingYears} years after the end of the financial year in which the work was done, because tax law requires us to keep them and because they may be needed if a legal claim arises. Guarantee records are kept for at least the length of your guarantee, which is up to ${pricing.noFixGuaranteeYears} years.`,
        `If you contact us but do not go ahead with a booking, we keep your enquiry only for as long as we need it to answer you and deal with any follow-up, and then delete it; enquiries sent through our website are deleted after ${enquiryMonths} months and their photos after ${photoDays} days. Our booking, chat and reviews providers keep the information they hold for us for no longer than is needed for the service they provide. When information is no longer needed, we delete it securely.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `You have the right to ask for a copy of the personal information we hold about you, to have anything inaccurate corrected, and to ask us to erase it. You can also ask us to restrict how we use it, object to our using it on the basis of legitimate interests, and ask for information you gave us in a portable format. Some of these rights have limits, for example we cannot delete records that the law requires us to keep, but we will always explain our reasons.`,
        `Making a request is free and we will reply within one month. To use any of these rights, contact us ${contactUs}.`,
        `If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner's Office, the UK regulator for data protection, at ico.org.uk.`,
      ],
    },
    {
      id: 'contact-us-and-changes-to',
      heading: 'Contact us and changes to this policy',
      paragraphs: [
        `For anything to do with your personal information, you can contact ${siteConfig.company.name} ${contactUs}.`,
        `We may update this policy from time to time, for example if we change a service provider or the law changes. The current version will always be on this page, and if we make a change that significantly affects how we use information you have already given us, we will tell you directly.`,
      ],
    },
  ],
}
