import type { LegalDocument } from '../schemas.ts'
import { siteConfig } from '../../config/site-config.ts'
import { business } from '../business.ts'
import { registeredDetails, tradingAs } from '../company-identity.ts'
import { formatOrList } from '../format.ts'
import { guarantee } from '../guarantee.ts'
import { openingHours } from '../opening-hours.ts'
import { pricing } from '../pricing.ts'
import { cancellationPeriod, cancellationRightsSectionId, consumerLaw, contactUs } from './shared.ts'

const paymentMethodsOr = formatOrList(pricing.paymentMethods)
const noticeHours = `${pricing.cancellationNoticeHours} hours`
const { company } = siteConfig
const hours = openingHours.map((day) => `${day.label}, ${day.opens} to ${day.closes}`).join('; ')

export const termsAndConditions: LegalDocument = {
  title: 'Terms and conditions',
  intro:
    'The terms on which we clear and clean your central heating system. Please read them before you book; they do not affect your statutory rights.',
  sections: [
    {
      id: 'about-us-and-these-terms',
      heading: 'About us and these terms',
      paragraphs: [
        `These terms apply when ${company.name} ("we", "us") clears a blocked central heating system for you. Please read them before you book: they explain what we do, how booking and payment work, your right to cancel, our guarantee, and what happens if something goes wrong.`,
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
        `You can book by phone, by email or through the booking calendar on our website. A booking is a request until we confirm it to you in writing, usually by email. The contract between us is made when we confirm it, and our confirmation includes these terms and the cancellation form in the section "Your right to cancel".`,
        `Our pellet flush method is patented, and we protect how it works. So before we confirm an appointment, we ask you to sign a short confidentiality agreement. It covers our method, the pellets and the procedure we follow: what you may see or be told about them during the visit. It does not cover your home, your personal information or your statutory rights, and it does not stop you talking about your results or leaving an honest review.`,
        `We confirm the appointment only once we have received the agreement signed. If you decide not to sign it, we cannot confirm the booking, and you owe us nothing.`,
        `On the day of your appointment, after our assessment and before any work starts, you choose between our Standard package and our No Fix No Fee package. We will confirm the price of the package you choose before we begin.`,
      ],
    },
    {
      id: cancellationRightsSectionId,
      heading: 'Your right to cancel',
      paragraphs: [
        `If you book with us online, by phone or email, or in your home, you have the right to cancel the contract within ${cancellationPeriod} without giving any reason, under ${consumerLaw.cancellationRegulations}. The cancellation period ends ${cancellationPeriod} after the day the contract is made, which is the day we confirm your booking.`,
        `To cancel, tell us clearly that you have decided to cancel: call us on ${siteConfig.phone.display}, email ${siteConfig.email}, or send us the model cancellation form below. A letter to our registered office is fine too. You do not have to use the form, and to cancel in time it is enough to send your message before the cancellation period ends.`,
        `If you want us to start work within the ${cancellationPeriod}, for example because your appointment falls within them, we will ask you to confirm that request in writing before we start. If you then cancel, you pay an amount in proportion to the work we have done up to the time you told us, compared with the whole of the work agreed.`,
        `Once the work has been fully carried out at your request within the ${cancellationPeriod}, you no longer have the right to cancel. Before we start, we will ask you to confirm that you understand this.`,
        `If you cancel, we will refund anything you have paid us for the booking within ${consumerLaw.refundDays} days of the day you tell us, less any amount due for work already done as explained above. We refund by the same method you used to pay, unless you agree otherwise, and you will not pay any fee for the refund.`,
      ],
      box: {
        title: 'Model cancellation form',
        lines: [
          'Complete and return this form only if you wish to cancel the contract.',
          `To: ${company.name}, ${company.registeredOffice}. Email: ${siteConfig.email}`,
          'I/We hereby give notice that I/We cancel my/our contract for the supply of the following service:',
          'Booked on:',
          'Name of consumer(s):',
          'Address of consumer(s):',
          'Signature of consumer(s) (only if this form is sent on paper):',
          'Date:',
        ],
      },
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
        `Payment is due when the work is completed, on the day of your appointment. We do not take payment in advance.`,
        `You can pay by ${paymentMethodsOr}. We will give you an invoice for your records.`,
      ],
    },
    {
      id: 'no-fix-no-fee',
      heading: 'No Fix No Fee',
      paragraphs: [
        `If you choose our No Fix No Fee package and we do not resolve the blockage issue you booked us for, you pay nothing for the work. Before we start, we will agree with you what the issue is, for example radiators that stay cold or poor circulation, so that we both know what counts as resolved.`,
        `No Fix No Fee covers clearing the blockage. It does not include repairing or replacing parts with faults that a flush cannot cure, such as a failed pump, a seized valve or a crushed pipe. If we find such a fault at the assessment, we will tell you before you choose and agree with you what the flush can put right. If one comes to light during the work and means we cannot resolve the issue we agreed, you pay nothing for the work.`,
        `The No Fix No Fee package costs more than our Standard package because it carries this promise and our longer, extended guarantee.`,
      ],
    },
    {
      id: 'cancelling-or-moving-your-appointment',
      heading: 'Moving or cancelling your appointment',
      paragraphs: [
        `Your statutory right to cancel within ${cancellationPeriod} under ${consumerLaw.cancellationRegulations}, explained in the section "Your right to cancel", always comes first. Nothing in this section reduces it, and while that right lasts, cancelling never costs you more than that section allows.`,
        `Once the cancellation period is over, or if you asked us to start work within it, you can still move or cancel your appointment at no charge: just give us at least ${noticeHours}' notice by phone or email.`,
        `If the cancellation period is over and you give us less notice, or we cannot get access at the agreed time, we may charge the reasonable costs we have already incurred as a result, such as travel and time set aside, and we will tell you what they are.`,
        `We may occasionally need to move an appointment because of illness, severe weather or another reason beyond our control. If so, we will tell you as early as we can and offer you the next available date, or you may cancel free of charge.`,
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
      paragraphs: [guarantee.summary, ...guarantee.covers, ...guarantee.conditions, 'To claim under the guarantee:'],
      list: guarantee.howToClaim,
    },
    {
      id: 'our-responsibility-to-you',
      heading: 'Our responsibility to you',
      paragraphs: [
        `We carry out our work with reasonable care and skill, and if we do not, we will put it right. We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, or for business losses.`,
        `Blockages often hide existing problems. We are not responsible for faults that existed before our visit, or for old or corroded components, such as radiators, valves, pipes or joints, that were being held together by sludge and fail or leak once circulation returns, unless our own work caused or worsened the failure. We will point out any concerns we notice during our assessment.`,
        `Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited or excluded by law, and nothing in them affects your statutory rights under ${consumerLaw.consumerRightsAct}.`,
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
        tradingAs,
        registeredDetails,
        `We are based in ${business.address.locality}, ${business.address.area}. You can contact us ${contactUs}. Our opening hours are ${hours}.`,
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
