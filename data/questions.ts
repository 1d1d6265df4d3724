// Common questions, answered in plain text: shown on /virtual-assistant (and filtered by a typed
// word when the chat cannot load), and on the prices and No Fix No Fee pages that each one suits.
// A page lists only what it does not already say: both show the two options side by side, /prices
// is the answer to "how much", and /no-fix-no-fee-deals has the guarantee and its claim in full.
import { siteConfig } from '../config/site-config.ts'
import { business } from './business.ts'
import { figures } from './figures.ts'
import { formatAtLeast, formatCount, formatOrList, formatPercent, formatPounds, formatYearsAdjective } from './format.ts'
import { guarantee } from './guarantee.ts'
import { cancellationPeriod } from './legal/shared.ts'
import { pricing, startingPrices } from './pricing.ts'
import type { Question } from './schemas.ts'

const phone = siteConfig.phone.display
const { email } = siteConfig
const oneDay = figures.fixDays === 1 ? 'one day' : `${figures.fixDays} days`
const lastPricedRadiators = pricing.rows.at(-1)?.radiators ?? pricing.contactFromRadiators - 1
const radiusKm = formatCount(Math.round(business.serviceRadiusMetres / 1000))

export const questions: Question[] = [
  {
    id: 'how-much-does-it-cost',
    question: 'How much does it cost?',
    answer: [
      `The price depends on how many radiators you have, towel rails included. For ${startingPrices.radiators} radiators or fewer, Standard is ${formatPounds(startingPrices.standard)} and No Fix No Fee is ${formatPounds(startingPrices.noFix)}.`,
      'Every price includes VAT, chemicals and travel, and is the same wherever you live. The full list is on our prices page.',
    ],
    keywords: ['price', 'cost', 'quote', 'how much', 'fee', 'vat', 'travel', 'call-out'],
    pages: ['assistant'],
  },
  {
    id: 'standard-or-no-fix-no-fee',
    question: 'Should I choose Standard or No Fix No Fee?',
    answer: [
      `Standard costs less and is paid on completion whatever the outcome, with a ${formatYearsAdjective(pricing.standardGuaranteeYears)} guarantee against re-blocking. No Fix No Fee costs more, you pay only if we resolve the problem we agreed, and it comes with an extended ${formatYearsAdjective(pricing.noFixGuaranteeYears)} guarantee.`,
      'You choose on the day, after our assessment and before any work starts, so you can decide with the facts in front of you.',
    ],
    keywords: ['standard', 'no fix no fee', 'which option', 'package', 'choose', 'difference', 'risk'],
    pages: ['assistant'],
  },
  {
    id: 'what-counts-as-fixed',
    question: 'What counts as fixed under No Fix No Fee?',
    answer: [
      'Before any work starts, we agree with you what the problem is, such as radiators that stay cold or poor circulation, so we both know what counts as resolved. If we do not resolve it, you pay nothing for the work.',
      'No Fix No Fee covers clearing the blockage. It does not include repairing faults a flush cannot cure, such as a failed pump, a seized valve or a crushed pipe.',
      'If we find a fault like that at the assessment, we tell you before you choose. If one comes to light during the work and stops us resolving the problem we agreed, you still pay nothing.',
    ],
    keywords: ['fixed', 'resolved', 'refund', 'money back', 'not fixed', 'excluded', 'exclusions', 'pump', 'valve', 'what if it fails'],
    pages: ['assistant', 'no-fix-no-fee'],
  },
  {
    id: 'how-to-claim-on-the-guarantee',
    question: 'How do I claim on the guarantee?',
    answer: [guarantee.summary, guarantee.howToClaim.join(' '), 'The conditions are in our terms and conditions, under Our guarantee.'],
    keywords: ['guarantee', 'warranty', 'claim', 're-blocked', 'cold again', 'come back', 'inhibitor'],
    pages: ['assistant'],
  },
  {
    id: 'why-more-than-a-power-flush',
    question: 'Why does it cost more than a power flush?',
    answer: [
      `A power flush pushes water round under pressure, and in microbore (${figures.microboreMaxMillimetres}mm and smaller) and plastic pipes it tends to race round the clear loops and leave the blocked ones untouched. Over ${formatPercent(figures.failedPowerFlushRepairsPercent)} of our work is on systems where a power flush has already failed.`,
      'We unblock first, with dissolvable pellets that break up each blockage where it sits, then clean the whole system and protect it with inhibitor.',
      'The price is fixed for the whole system, set by the number of radiators, and includes VAT, chemicals and travel. There are no call-out or mileage charges.',
    ],
    keywords: ['power flush', 'expensive', 'cheaper', 'why the price', 'cost more', 'microbore', 'value'],
    pages: ['assistant', 'prices'],
  },
  {
    id: 'can-it-damage-my-boiler',
    question: 'Can the flush damage my boiler or cause leaks?',
    answer: [
      'Our flush works at low pressure, so it is gentle on plastic pipe and push-fit joints. We check the boiler, pump, valves, radiators and pipework before any work starts.',
      'To be straight with you: in an older system, sludge can hold together parts that are already corroded or worn, such as a radiator, a valve or a joint. Once water flows freely again, a weakness like that can show as a weep or a leak.',
      'We point out any concerns we notice at the assessment, before you decide to go ahead. Please tell us about any leaks or weeping joints you already know of.',
    ],
    keywords: ['damage', 'boiler', 'leak', 'leaks', 'safe', 'risk', 'corroded', 'pressure', 'joints'],
    pages: ['assistant'],
  },
  {
    id: 'how-long-and-what-to-prepare',
    question: 'How long does the visit take, and what should I prepare?',
    answer: [
      `The work is designed to be done in ${oneDay}: we assess, unblock, clean and protect your system with inhibitor in a single visit.`,
      'Please make sure we can reach the boiler and every radiator and towel rail, that the water and power are on, and that an adult is at home for the visit.',
      'Tell us before the day about any leaks, weeping joints or valves, or recent repairs you know of.',
    ],
    keywords: ['how long', 'duration', 'time', 'prepare', 'access', 'furniture', 'at home', 'on the day', 'visit'],
    pages: ['assistant'],
  },
  {
    id: 'confidentiality-agreement',
    question: 'What is the confidentiality agreement, and why do I sign it?',
    answer: [
      'Our pellet flush method is patented, and we protect how it works. The agreement covers our method, the pellets and the procedure we follow: what you may see or be told about them during the visit.',
      'It does not cover your home, your personal information or your rights as a consumer, and it does not stop you talking about your results or leaving an honest review.',
      'You sign it before we confirm your booking. If you decide not to sign, we cannot confirm the booking, and you owe us nothing.',
    ],
    keywords: ['confidentiality', 'nda', 'agreement', 'sign', 'signing', 'secret', 'patent', 'contract'],
    pages: ['assistant'],
  },
  {
    id: 'when-and-how-do-i-pay',
    question: 'When and how do I pay?',
    answer: [
      `You pay on completion, on the day of the visit, by ${formatOrList(pricing.paymentMethods)}. Nothing is taken up front.`,
      'Standard is paid whatever the outcome. Under No Fix No Fee, you pay only if we resolve the problem we agreed before starting.',
    ],
    keywords: ['pay', 'payment', 'card', 'bacs', 'paypal', 'deposit', 'up front', 'invoice'],
    pages: ['assistant', 'prices'],
  },
  {
    id: 'can-i-cancel-or-move',
    question: 'Can I cancel or move my appointment?',
    answer: [
      `Yes. You can cancel within ${cancellationPeriod} of the day we confirm your booking, without giving a reason. If you asked us to do the work within those ${cancellationPeriod} and then cancel, you pay only for the work already done, and once the work is finished you can no longer cancel.`,
      `After that, you can still move or cancel your appointment at no charge by giving us at least ${pricing.cancellationNoticeHours} hours' notice by phone or email.`,
      'The details, and a form you can use, are in our terms and conditions, under Your right to cancel.',
    ],
    keywords: ['cancel', 'cancellation', 'change my mind', 'cooling off', 'reschedule', 'move', 'rearrange', 'notice', 'refund'],
    pages: ['assistant', 'no-fix-no-fee'],
  },
  {
    id: 'how-to-count-radiators',
    question: 'How do I count my radiators?',
    answer: [
      'Count every radiator and every towel rail in the house, including the ones that work well, not only the cold ones. The price covers the whole system, because we clean all of it.',
      'If you are unsure about one, count it and tell us. We confirm the number with you before we start.',
    ],
    keywords: ['count', 'how many', 'radiators', 'towel rail', 'towel rails', 'cold radiators', 'number'],
    pages: ['assistant', 'prices'],
  },
  {
    id: 'large-systems',
    question: `What if I have ${pricing.contactFromRadiators} or more radiators?`,
    answer: [
      `Our price list goes up to ${lastPricedRadiators} radiators. For ${pricing.contactFromRadiators} or more, there is no set price: ask Flushy, call us on ${phone} or email ${email}, and we will give you a price for your home.`,
      'It is still one fixed price for the whole system, including VAT, chemicals and travel, and you still choose Standard or No Fix No Fee on the day.',
    ],
    keywords: [`${pricing.contactFromRadiators}`, 'large house', 'big house', 'many radiators', 'more radiators', 'price on request'],
    pages: ['assistant', 'prices'],
  },
  {
    id: 'plastic-pipes',
    question: 'Does it work on plastic pipes?',
    answer: [
      `Yes. We have cleaned ${formatAtLeast(figures.plasticPipeSystems)} plastic pipe systems. Plastic does not corrode, but sludge from radiators and the boiler still settles in it.`,
      'Our low-pressure method puts no high pressure on push-fit joints, and it suits mixed copper and plastic systems. We add inhibitor at the end to protect the metal parts that remain.',
    ],
    keywords: ['plastic', 'pex', 'push-fit', 'mixed', 'copper', 'new build', 'extension'],
    pages: ['assistant'],
  },
  {
    id: 'do-you-cover-my-area',
    question: 'Do you cover my area?',
    answer: [
      `We work across England, from York to Dorset. We normally travel up to ${radiusKm} km from our base in ${business.address.area}, and prices are the same everywhere, with no travel charges.`,
      'To check your address, type your postcode into the check on our Areas we cover page. If you are outside our usual area, call us and we will tell you honestly whether we can help.',
    ],
    keywords: ['area', 'areas', 'cover', 'postcode', 'location', 'near me', 'distance', 'london', 'travel'],
    pages: ['assistant'],
  },
]
