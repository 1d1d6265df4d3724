// Figures written inside the words of content/ as placeholders, e.g. "from {price.from.standard}",
// so each price, figure and contact detail is written once and every sentence that quotes it follows.
// A placeholder not in this list stops the build (data/validate.ts), naming its file and line.
import guaranteeFile from '../content/guarantee.json' with { type: 'json' }
import { siteConfig } from '../config/site-config.ts'
import { business } from './business.ts'
import { registeredDetails, tradingAs } from './company-identity.ts'
import { enquiry } from './enquiry.ts'
import { coverage } from './coverage.ts'
import { figures } from './figures.ts'
import { fillSlots, fillSlotsDeep, placeholderPattern, withoutBlankFields } from './fill-slots.ts'
import { openingHours } from './opening-hours.ts'
import { formatAtLeast, formatCount, formatOrList, formatPercent, formatPounds, formatYears, formatYearsAdjective } from './format.ts'
import { cancellationPeriod, cancellationSummary, consumerLaw } from './legal/shared.ts'
import { premiumRange, pricing, startingPrices } from './pricing.ts'
import { consentStorageKey, enquiryDraftKey } from './storage-keys.ts'

const lastPricedRadiators = pricing.rows.at(-1)?.radiators ?? pricing.contactFromRadiators - 1

/** The figures and names the words of content/ may quote. */
const figuresInWords: Readonly<Record<string, string>> = {
  'price.from.radiators': String(startingPrices.radiators),
  'price.from.standard': formatPounds(startingPrices.standard),
  'price.from.noFix': formatPounds(startingPrices.noFix),
  'price.lastPriced.radiators': String(lastPricedRadiators),
  'price.contactFrom.radiators': String(pricing.contactFromRadiators),
  'price.noFixPremium': premiumRange(formatPounds),
  'price.paymentMethods': formatOrList(pricing.paymentMethods),
  'guarantee.standard': formatYearsAdjective(pricing.standardGuaranteeYears),
  'guarantee.noFix': formatYearsAdjective(pricing.noFixGuaranteeYears),
  'guarantee.noFix.years': String(pricing.noFixGuaranteeYears),
  'cancellation.noticeHours': String(pricing.cancellationNoticeHours),
  'cancellation.period': cancellationPeriod,
  'cancellation.summary': cancellationSummary,
  'law.consumerRightsAct': consumerLaw.consumerRightsAct,
  'figures.systemsCleaned': formatAtLeast(figures.systemsCleaned),
  'figures.successRate': formatPercent(figures.successRatePercent),
  'figures.unfixableMicroboreSuccess': formatPercent(figures.unfixableMicroboreSuccessPercent),
  'figures.plasticPipeSystems': formatAtLeast(figures.plasticPipeSystems),
  'figures.failedPowerFlushRepairs': formatPercent(figures.failedPowerFlushRepairsPercent),
  'figures.rating': String(figures.ratingValue),
  'figures.bestRating': String(figures.bestRating),
  'figures.foundedYear': String(figures.foundedYear),
  'figures.combinedExperienceYears': String(figures.combinedExperienceYears),
  'figures.microboreMax': String(figures.microboreMaxMillimetres),
  'figures.fixTime': figures.fixDays === 1 ? 'one day' : `${figures.fixDays} days`,
  'coverage.radiusKm': formatCount(Math.round(business.serviceRadiusMetres / 1000)),
  'coverage.cityCount': String(coverage.cities.length),
  'coverage.north': coverage.north,
  'coverage.south': coverage.south,
  'business.name': business.name,
  'business.area': business.address.area,
  phone: siteConfig.phone.display,
  email: siteConfig.email,
  'reviews.provider': siteConfig.reviews.providerName,
  'reviews.profileUrl': siteConfig.reviews.profileUrl,
  'guarantee.noFix.duration': formatYears(pricing.noFixGuaranteeYears),
  'figures.microboreMin': String(figures.microboreMinMillimetres),
  'figures.standardPipe': String(figures.standardPipeMillimetres),
  'figures.fixTime.adjective': figures.fixDays === 1 ? 'one-day' : `${figures.fixDays}-day`,
  'booking.provider': siteConfig.booking.providerName,
  'business.locality': business.address.locality,
  openingHours: openingHours.map((slot) => `${slot.label} ${slot.opens}–${slot.closes}`).join(', '),
  'figures.ratingCount': formatAtLeast(figures.ratingCount),
  // The legal documents (content/legal/*.md).
  'company.name': siteConfig.company.name,
  'company.registeredOffice': siteConfig.company.registeredOffice,
  'company.tradingAs': tradingAs,
  'company.registeredDetails': registeredDetails,
  'business.registeredIn': business.registeredIn,
  'business.governingLaw': business.governingLaw,
  'openingHours.inWords': openingHours.map((slot) => `${slot.label}, ${slot.opens} to ${slot.closes}`).join('; '),
  'chat.provider': siteConfig.chat.providerName,
  'law.cancellationRegulations': consumerLaw.cancellationRegulations,
  'law.refundDays': String(consumerLaw.refundDays),
  'law.recordKeepingYears': String(consumerLaw.recordKeepingYears),
  'enquiry.formName': enquiry.heading,
  'enquiry.keptMonths': String(enquiry.retention.enquiryMonths),
  'enquiry.photoDays': String(enquiry.retention.photoDays),
  'enquiry.photoLinkDays': String(enquiry.retention.photoLinkDays),
  'storage.consent': consentStorageKey,
  'storage.enquiryDraft': enquiryDraftKey,
}

/** The placeholders content/guarantee.json may use: the figures, not the sentences built from it below. */
export const figurePlaceholderValues = figuresInWords

/** Each placeholder, and what it reads as on the page. The CMS shows this list to the owner. */
export const placeholderValues: Readonly<Record<string, string>> = {
  ...figuresInWords,
  // The guarantee worded once (content/guarantee.json), quoted whole by the booking steps, /prices
  // and the questions. Read raw and filled here: data/guarantee.ts fills from this table.
  'guarantee.summary': fillSlots(guaranteeFile.summary, figuresInWords),
  // The steps to claim as one paragraph; the terms list them instead (`guarantee.howToClaim`, data/legal/documents.ts).
  'guarantee.howToClaim.inline': fillSlots(guaranteeFile.howToClaim.join(' '), figuresInWords),
}

/**
 * Names a file fills as it is read (a local page's area, a footer line's opening hours) are
 * passed as `more`.
 */
type MorePlaceholders = Readonly<Record<string, string>>

/** The text with each known placeholder replaced by its value; unknown ones are left for the check to report. */
export const fillText = (text: string, more: MorePlaceholders = {}): string => fillSlots(text, { ...placeholderValues, ...more })

/** A content file's value as pages read it: every placeholder in its strings filled in, and no field left blank. */
export const fillPlaceholders = <T>(value: T, more: MorePlaceholders = {}): T =>
  fillSlotsDeep(withoutBlankFields(value), { ...placeholderValues, ...more })

/**
 * Each unknown placeholder in a file's text, as "file, line N: {name} is not a placeholder (…)".
 * `base` is the table the file is filled from: content/guarantee.json, read above to build this
 * table, has only the figures.
 */
export function unknownPlaceholders(
  file: string,
  text: string,
  more: MorePlaceholders = {},
  base: Readonly<Record<string, string>> = placeholderValues,
): string[] {
  const known = { ...base, ...more }
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(placeholderPattern)]
      .filter(([, name]) => name !== undefined && !(name in known))
      .map(
        ([whole]) =>
          `${file}, line ${index + 1}: ${whole} is not a placeholder (use one of ${Object.keys(known)
            .map((name) => `{${name}}`)
            .join(', ')})`,
      ),
  )
}

/**
 * Each placeholder in a file this table is built from (content/business.json, pricing.json…): such
 * a file is read as written, so a placeholder there would show as typed.
 */
export const placeholdersNotAllowed = (file: string, text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(placeholderPattern)].map(
        ([whole]) => `${file}, line ${index + 1}: ${whole}: placeholders cannot be used in this file, write the words`,
      ),
    )
