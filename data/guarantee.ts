// The guarantee, worded once: the terms, the questions and the booking steps all quote it from here.
import { siteConfig } from '../config/site-config.ts'
import { formatYearsAdjective } from './format.ts'
import { consumerLaw } from './legal/shared.ts'
import { pricing } from './pricing.ts'
import type { Guarantee } from './schemas.ts'

const standard = formatYearsAdjective(pricing.standardGuaranteeYears)
const extended = formatYearsAdjective(pricing.noFixGuaranteeYears)

export const guarantee: Guarantee = {
  summary: `Standard comes with a ${standard} guarantee against re-blocking, and No Fix No Fee with an extended ${extended} guarantee. If the system we cleared blocks again in that time, we come back and put it right at no cost to you.`,
  covers: [
    'The guarantee covers re-blocking of the heating system we cleared: radiators that go cold again because sludge or debris has blocked the pipes or radiators.',
    'It runs from the day of our visit.',
    'A claim costs you nothing: the return visit, the work, any chemicals and travel are all included.',
  ],
  conditions: [
    'The guarantee relies on the inhibitor we add to protect your system. It does not apply if the system is drained and refilled, or new radiators, pipes or other parts are added, without the correct inhibitor being added afterwards.',
    'It does not cover mechanical failures of the boiler, pump, valves or other parts that were not caused by our work.',
    `It is given in addition to your legal rights, including those under ${consumerLaw.consumerRightsAct}, and does not affect them.`,
  ],
  howToClaim: [
    `Call us on ${siteConfig.phone.display} or email ${siteConfig.email}.`,
    'Give us your name, the address where we did the work and the date of the visit, which is on your invoice.',
    'Tell us which radiators have gone cold and when you noticed. Photos or a short video help, if you can send them.',
    'We arrange a visit, check the system and, if it has re-blocked, clear it again at no cost to you.',
  ],
}
