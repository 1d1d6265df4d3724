import type { LegalDocuments } from './schemas.ts'
import { business } from './business.ts'
import { formatOrList } from './format.ts'
import { pricing } from './pricing.ts'
import { siteConfig } from '../config/site-config.ts'

const paymentMethodsOr = formatOrList(pricing.paymentMethods)

const standardGuarantee = `${pricing.standardGuaranteeYears}-year guarantee`
const extendedGuarantee = `${pricing.noFixGuaranteeYears}-year extended guarantee`
const noticeHours = `${pricing.cancellationNoticeHours} hours`
const contactUs = `by email at ${siteConfig.email} or by phone on ${siteConfig.phone.display}`

export const legalDocuments: LegalDocuments = {
  privacy: {
    title: 'Privacy policy',
    intro: 'We collect as little as we can, use it only to help you with your heating, and never sell it.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `This policy explains how ${business.legalName} ("we", "us") looks after the personal information of people who contact us, book with us or have their heating system cleared by us. We are a limited company registered in ${business.registeredIn}, and we are the controller of that information under UK data protection law, which means we decide how it is used and are responsible for keeping it safe.`,
          `If you have any questions about this policy or about your information, you can reach us ${contactUs}.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          `We only hold what you choose to tell us when you phone or email us, talk to our chat assistant, or book an appointment through our online booking page. That is usually your name, address, phone number and email address, together with details about your heating system, such as the number of radiators and towel rails, the type of pipework and boiler, and any previous flushes or known problems. If you send us photos or videos of your system, we keep those with your enquiry.`,
          `When we carry out a job we also keep the signed confidentiality agreement, the package you chose, notes from the visit, your invoice and a record of your payment and guarantee. We do not see or store your full card details; card payments are handled by our payment providers.`,
          `Our website has no accounts, no log-ins and no contact forms, and we do not use analytics or advertising tools, so we do not collect information about how you browse it.`,
        ],
      },
      {
        heading: 'How we use your information and our lawful basis',
        paragraphs: [
          `We use your information to answer your questions, arrange and confirm your appointment, carry out the work, take payment, honour your guarantee and deal with any complaint. Where this is needed to give you a quote or to enter into and perform our contract with you, our lawful basis under the UK GDPR is contract. Where the law requires us to keep records, such as invoices for tax purposes, our lawful basis is legal obligation.`,
          `We rely on our legitimate interests to reply to general enquiries before you book, to protect our patented and confidential method through the confidentiality agreement, to keep our records accurate, and to establish or defend legal claims. We have weighed these interests against your rights and keep what we use to the minimum needed.`,
          `We do not send marketing, we do not sell or rent your information to anyone, and we do not make decisions about you by automated means.`,
        ],
      },
      {
        heading: 'Who processes your information for us',
        paragraphs: [
          `We use a small number of trusted service providers, who handle your information only on our instructions and for the purposes described here: an online scheduling service, which runs the booking page on our website and stores the details you enter when you book; a third-party AI chat provider, which runs our virtual assistant and processes the messages you type to it; a reviews provider, which shows customer reviews on our website and handles any review you choose to leave; and our payment providers, including our bank and card and online payment processors, which handle your payment.`,
          `We may also share information with our accountant and professional advisers, with HM Revenue & Customs or other authorities where the law requires it, and with our insurers if a claim is made. Some providers may store information outside the UK; where they do, we make sure safeguards recognised by UK law are in place to protect it.`,
          `Please do not type payment details or other sensitive information into the chat assistant. If you would rather not use any of these online services, you can always phone or email us instead.`,
        ],
      },
      {
        heading: 'How long we keep your information',
        paragraphs: [
          `We keep job records, including invoices, payment records and the confidentiality agreement, for 6 years after the end of the financial year in which the work was done, because tax law requires us to keep them and because they may be needed if a legal claim arises. Guarantee records are kept for at least the length of your guarantee, which is up to ${pricing.noFixGuaranteeYears} years.`,
          `If you contact us but do not go ahead with a booking, we keep your enquiry only for as long as we need it to answer you and deal with any follow-up, and then delete it. Our booking, chat and reviews providers keep the information they hold for us for no longer than is needed for the service they provide. When information is no longer needed, we delete it securely.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You have the right to ask for a copy of the personal information we hold about you, to have anything inaccurate corrected, and to ask us to erase it. You can also ask us to restrict how we use it, object to our using it on the basis of legitimate interests, and ask for information you gave us in a portable format. Some of these rights have limits, for example we cannot delete records that the law requires us to keep, but we will always explain our reasons.`,
          `Making a request is free and we will reply within one month. To use any of these rights, contact us ${contactUs}.`,
          `If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner's Office, the UK regulator for data protection, at ico.org.uk.`,
        ],
      },
      {
        heading: 'Contact us and changes to this policy',
        paragraphs: [
          `For anything to do with your personal information, you can contact ${business.legalName} ${contactUs}.`,
          `We may update this policy from time to time, for example if we change a service provider or the law changes. The current version will always be on this page, and if we make a change that significantly affects how we use information you have already given us, we will tell you directly.`,
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie policy',
    intro:
      'This site sets no cookies of its own. The chat, booking and reviews services may store a little on the one page where each appears.',
    sections: [
      {
        heading: 'Our approach to cookies',
        paragraphs: [
          `${business.name} does not set any cookies of its own. Our website has no accounts or log-ins, and we do not use analytics, advertising or tracking tools, so most of our pages store nothing at all on your device.`,
          `Three pages include a service run by another company, and that service may store small pieces of information, such as cookies or local storage entries, on your device. Each one loads only on its own page and does nothing on any other page of our site. They are described below.`,
        ],
      },
      {
        heading: 'Our chat assistant on /virtual-assistant',
        paragraphs: [
          `Our virtual assistant, Flushy, is provided by a third-party AI chat provider and appears only on the /virtual-assistant page. To keep your conversation going as you chat, the provider may store a session identifier in your browser's local storage or in a cookie. It may also use storage needed to keep the service secure and working properly.`,
        ],
      },
      {
        heading: 'Our booking calendar on /availability',
        paragraphs: [
          `The booking calendar on the /availability page is provided by an external scheduling service and shown inside our page. The service may set cookies that are needed for the booking form to work, such as remembering your progress through the form, and for security, such as protecting the form against misuse. These are set by the scheduling service, not by us.`,
        ],
      },
      {
        heading: 'Our reviews on /testimonials',
        paragraphs: [
          `The customer reviews on the /testimonials page are shown by a third-party reviews widget. To load and cache the reviews so that they appear quickly, the reviews provider may set cookies or store information in your browser.`,
        ],
      },
      {
        heading: 'Controlling cookies in your browser',
        paragraphs: [
          `You can see, block and delete cookies and other stored site data through your browser's settings, usually under privacy or site data. Most browsers let you block third-party cookies altogether or clear stored data each time you close the browser.`,
          `If you block these cookies, the rest of our website will work exactly as normal, although the chat assistant, booking calendar or reviews may not load or may not work fully.`,
        ],
      },
      {
        heading: 'Avoiding third-party storage altogether',
        paragraphs: [
          `If you would prefer nothing to be stored on your device, simply avoid the /virtual-assistant, /availability and /testimonials pages. You can ask us anything you would ask Flushy, check availability and book an appointment just as easily by calling us on ${siteConfig.phone.display} or emailing ${siteConfig.email}.`,
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and conditions',
    intro:
      'The terms on which we clear and clean your central heating system. Please read them before you book; they do not affect your statutory rights.',
    sections: [
      {
        heading: 'About us and these terms',
        paragraphs: [
          `These terms apply when ${business.legalName} ("we", "us") clears a blocked central heating system for you. Please read them before you book: they explain what we do, how booking and payment work, our guarantee, and what happens if something goes wrong.`,
          `If anything here is unclear, please ask us ${contactUs} before you book.`,
        ],
      },
      {
        heading: 'Our service',
        paragraphs: [
          `We clear blocked central heating systems, specialising in microbore and plastic pipework, using our patented dissolvable pellet flush. The work is designed to be completed in a single visit, with the system cleared, refilled and protected with inhibitor on the same day.`,
          `When we arrive, we first assess your system, including the boiler, pump, valves, radiators and pipework. If we find that the pellet flush is not suitable, or that another fault needs fixing first, we will explain what we have found before any work starts and you will not be asked to go ahead.`,
        ],
      },
      {
        heading: 'Booking and confirmation',
        paragraphs: [
          `You can book by phone, by email or through the booking calendar on our website. A booking is a request until we confirm it to you.`,
          `Our method is patented and confidential, so before we confirm an appointment we ask you to sign a short confidentiality agreement. It covers the details of the method that you may see or be told about during the visit. It does not stop you talking about your results or leaving an honest review, and we will not confirm the appointment until we have received it signed.`,
          `On the day of your appointment, after our assessment and before any work starts, you choose between our Standard package and our No Fix No Fee package. We will confirm the price of the package you choose before we begin.`,
        ],
      },
      {
        heading: 'Our prices',
        paragraphs: [
          `Our prices include VAT, all chemicals and materials used in the flush, and travel. They are the same in every area we cover, wherever you live.`,
          `The price depends on the total number of radiators in your home, including towel rails, as shown on our prices page. For homes with ${pricing.contactFromRadiators} or more radiators, please contact us for a price. If the number of radiators turns out to differ from what we were told, we will confirm the correct price with you before starting.`,
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          `Payment is due when the work is completed, on the day of your appointment.`,
          `You can pay by ${paymentMethodsOr}. We will give you an invoice for your records.`,
        ],
      },
      {
        heading: 'No Fix No Fee',
        paragraphs: [
          `If you choose our No Fix No Fee package and we do not resolve the blockage issue you booked us for, you pay nothing for the work. Before we start, we will agree with you what the issue is, for example radiators that stay cold or poor circulation, so that we both know what counts as resolved.`,
          `The No Fix No Fee package costs more than our Standard package because it carries this promise and our longer, extended guarantee.`,
        ],
      },
      {
        heading: 'Cancelling or moving your appointment',
        paragraphs: [
          `If you need to cancel or rearrange your appointment, please give us at least ${noticeHours}' notice by phone or email. If you do, there is no charge. If you cancel with less notice, or we cannot get access at the agreed time, we may charge for the reasonable costs we have already incurred as a result, such as travel and time set aside, and we will tell you what they are.`,
          `We may occasionally need to move an appointment because of illness, severe weather or another reason beyond our control. If so, we will tell you as early as we can and offer you the next available date, or you may cancel free of charge.`,
          `Nothing in this section affects any statutory right you have to cancel, including under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.`,
        ],
      },
      {
        heading: 'Access and your responsibilities',
        paragraphs: [
          `On the day, please make sure we have clear access to your boiler, every radiator and towel rail, a water supply and mains power, and that an adult is at home for the visit.`,
          `Please tell us before the visit about any leaks, weeping joints or valves, recent repairs or other problems you know of with your heating system. This helps us to assess it properly and to avoid surprises for both of us.`,
        ],
      },
      {
        heading: 'Our guarantee',
        paragraphs: [
          `Our Standard package comes with a ${standardGuarantee} against your system re-blocking. Our premium No Fix No Fee package comes with a ${extendedGuarantee}. If your system re-blocks within the guarantee period, contact us and we will come back and put it right at no cost to you.`,
          `The guarantee relies on the inhibitor we add to protect your system, so it does not apply if new components are added, or the system is drained and refilled, without the correct inhibitor being added afterwards. It also does not cover mechanical failures of the boiler, pump, valves or other parts that were not caused by our work.`,
          `Our guarantee is given in addition to your legal rights and does not affect them.`,
        ],
      },
      {
        heading: 'Our responsibility to you',
        paragraphs: [
          `We carry out our work with reasonable care and skill, and if we do not, we will put it right. We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, or for business losses.`,
          `Blockages often hide existing problems. We are not responsible for faults that existed before our visit, or for old or corroded components, such as radiators, valves, pipes or joints, that were being held together by sludge and fail or leak once circulation returns, unless our own work caused or worsened the failure. We will point out any concerns we notice during our assessment.`,
          `Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited or excluded by law, and nothing in them affects your statutory rights under the Consumer Rights Act 2015.`,
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `If you are not happy with our work or our service, please tell us as soon as possible ${contactUs}, so that we can look into it and try to put things right quickly.`,
          `If we cannot resolve your complaint between us, you can get free, impartial advice from Citizens Advice, and you remain free to take any other action that is open to you under the law.`,
        ],
      },
      {
        heading: 'Our company details',
        paragraphs: [
          `${business.name} is the trading name of ${business.legalName}, a limited company registered in ${business.registeredIn}. We are based in ${business.address.locality}, ${business.address.region}.`,
          `Our company registration number and registered office address appear on the public register kept by Companies House, and we will gladly give them to you on request. You can contact us ${contactUs}.`,
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          `These terms are governed by ${business.governingLaw}, and any dispute about them can be dealt with by the courts of England and Wales.`,
          `If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.`,
        ],
      },
    ],
  },
}
