import type { LegalDocument } from '../schemas.ts'
import { siteConfig } from '../../config/site-config.ts'
import { business } from '../business.ts'
import { formatOrList } from '../format.ts'
import { pricing } from '../pricing.ts'
import { contactUs } from './shared.ts'

const paymentMethodsOr = formatOrList(pricing.paymentMethods)
const standardGuarantee = `${pricing.standardGuaranteeYears}-year guarantee`
const extendedGuarantee = `${pricing.noFixGuaranteeYears}-year extended guarantee`
const noticeHours = `${pricing.cancellationNoticeHours} hours`

export const termsAndConditions: LegalDocument = {
  title: 'Terms and conditions',
  intro:
    'The terms on which we clear and clean your central heating system. Please read them before you book; they do not affect your statutory rights.',
  sections: [
    {
      id: 'about-us-and-these-terms',
      heading: 'About us and these terms',
      paragraphs: [
        `These terms apply when ${siteConfig.company.name} ("we", "us") clears a blocked central heating system for you. Please read them before you book: they explain what we do, how booking and payment work, our guarantee, and what happens if something goes wrong.`,
        `If anything here is unclear, please ask us ${contactUs} before you book.`,
      ],
    },
    {
      id: 'our-service',
      heading: 'Our service',
      paragraphs: [
        `We clear blocked central heating systems, specialising in microbore and plastic pipework, using our patented dissolvable pellet flush. The work is designed to be completed in a single visit, with the system cleared, refilled and protected with inhibitor on the same day.`,
        `When we arrive, we first assess your system, including the boiler, pump, valves, radiators and pipework. If we find that the pellet flush is not suitable, or that another fault needs fixing first, we will explain what we have found before any work starts and you will not be asked to go ahead.`,
      ],
    },
    {
      id: 'booking-and-confirmation',
      heading: 'Booking and confirmation',
      paragraphs: [
        `You can book by phone, by email or through the booking calendar on our website. A booking is a request until we confirm it to you.`,
        `Our method is patented and confidential, so before we confirm an appointment we ask you to sign a short confidentiality agreement. It covers the details of the method that you may see or be told about during the visit. It does not stop you talking about your results or leaving an honest review, and we will not confirm the appointment until we have received it signed.`,
        `On the day of your appointment, after our assessment and before any work starts, you choose between our Standard package and our No Fix No Fee package. We will confirm the price of the package you choose before we begin.`,
      ],
    },
    {
      id: 'our-prices',
      heading: 'Our prices',
      paragraphs: [
        `Our prices include VAT, all chemicals and materials used in the flush, and travel. They are the same in every area we cover, wherever you live.`,
        `The price depends on the total number of radiators in your home, including towel rails, as shown on our prices page. For homes with ${pricing.contactFromRadiators} or more radiators, please contact us for a price. If the number of radiators turns out to differ from what we were told, we will confirm the correct price with you before starting.`,
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      paragraphs: [
        `Payment is due when the work is completed, on the day of your appointment.`,
        `You can pay by ${paymentMethodsOr}. We will give you an invoice for your records.`,
      ],
    },
    {
      id: 'no-fix-no-fee',
      heading: 'No Fix No Fee',
      paragraphs: [
        `If you choose our No Fix No Fee package and we do not resolve the blockage issue you booked us for, you pay nothing for the work. Before we start, we will agree with you what the issue is, for example radiators that stay cold or poor circulation, so that we both know what counts as resolved.`,
        `The No Fix No Fee package costs more than our Standard package because it carries this promise and our longer, extended guarantee.`,
      ],
    },
    {
      id: 'cancelling-or-moving-your-appointment',
      heading: 'Cancelling or moving your appointment',
      paragraphs: [
        `If you need to cancel or rearrange your appointment, please give us at least ${noticeHours}' notice by phone or email. If you do, there is no charge. If you cancel with less notice, or we cannot get access at the agreed time, we may charge for the reasonable costs we have already incurred as a result, such as travel and time set aside, and we will tell you what they are.`,
        `We may occasionally need to move an appointment because of illness, severe weather or another reason beyond our control. If so, we will tell you as early as we can and offer you the next available date, or you may cancel free of charge.`,
        `Nothing in this section affects any statutory right you have to cancel, including under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.`,
      ],
    },
    {
      id: 'access-and-your-responsibilities',
      heading: 'Access and your responsibilities',
      paragraphs: [
        `On the day, please make sure we have clear access to your boiler, every radiator and towel rail, a water supply and mains power, and that an adult is at home for the visit.`,
        `Please tell us before the visit about any leaks, weeping joints or valves, recent repairs or other problems you know of with your heating system. This helps us to assess it properly and to avoid surprises for both of us.`,
      ],
    },
    {
      id: 'our-guarantee',
      heading: 'Our guarantee',
      paragraphs: [
        `Our Standard package comes with a ${standardGuarantee} against your system re-blocking. Our premium No Fix No Fee package comes with a ${extendedGuarantee}. If your system re-blocks within the guarantee period, contact us and we will come back and put it right at no cost to you.`,
        `The guarantee relies on the inhibitor we add to protect your system, so it does not apply if new components are added, or the system is drained and refilled, without the correct inhibitor being added afterwards. It also does not cover mechanical failures of the boiler, pump, valves or other parts that were not caused by our work.`,
        `Our guarantee is given in addition to your legal rights and does not affect them.`,
      ],
    },
    {
      id: 'our-responsibility-to-you',
      heading: 'Our responsibility to you',
      paragraphs: [
        `We carry out our work with reasonable care and skill, and if we do not, we will put it right. We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, or for business losses.`,
        `Blockages often hide existing problems. We are not responsible for faults that existed before our visit, or for old or corroded components, such as radiators, valves, pipes or joints, that were being held together by sludge and fail or leak once circulation returns, unless our own work caused or worsened the failure. We will point out any concerns we notice during our assessment.`,
        `Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited or excluded by law, and nothing in them affects your statutory rights under the Consumer Rights Act 2015.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        `If you are not happy with our work or our service, please tell us as soon as possible ${contactUs}, so that we can look into it and try to put things right quickly.`,
        `If we cannot resolve your complaint between us, you can get free, impartial advice from Citizens Advice, and you remain free to take any other action that is open to you under the law.`,
      ],
    },
    {
      id: 'our-company-details',
      heading: 'Our company details',
      paragraphs: [
        `${business.name} is the trading name of ${siteConfig.company.name}, a limited company registered in ${business.registeredIn}. We are based in ${business.address.locality}, ${business.address.region}.`,
        `Our company registration number and registered office address appear on the public register kept by Companies House, and we will gladly give them to you on request. You can contact us ${contactUs}.`,
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        `These terms are governed by ${business.governingLaw}, and any dispute about them can be dealt with by the courts of England and Wales.`,
        `If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.`,
      ],
    },
  ],
}
