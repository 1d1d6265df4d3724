// Figures written inside the words of content/ as placeholders, e.g. "from {price.from.standard}",
// so each price, figure and contact detail is written once and every sentence that quotes it follows.
// A placeholder not in this list stops the build (data/validate.ts), naming its file and line.
import { siteConfig } from '../config/site-config.ts'
import { business } from './business.ts'
import { coverage } from './coverage.ts'
import { figures } from './figures.ts'
import { formatAtLeast, formatCount, formatOrList, formatPercent, formatPounds, formatYearsAdjective } from './format.ts'
import { cancellationPeriod, cancellationSummary, consumerLaw } from './legal/shared.ts'
import { premiumRange, pricing, startingPrices } from './pricing.ts'

const lastPricedRadiators = pricing.rows.at(-1)?.radiators ?? pricing.contactFromRadiators - 1

/** Each placeholder, and what it reads as on the page. The CMS shows this list to the owner. */
export const placeholderValues: Readonly<Record<string, string>> = {
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
  'business.name': business.name,
  'business.area': business.address.area,
  phone: siteConfig.phone.display,
  email: siteConfig.email,
  'reviews.provider': siteConfig.reviews.providerName,
  'reviews.profileUrl': siteConfig.reviews.profileUrl,
}

/** `{name}`: lower-case words and dots, so braces in ordinary text are left alone. */
const placeholderPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z]+)*)\}/g

/**
 * A few files may also quote a sentence of another content file (the booking steps quote the
 * guarantee's summary); those sentences are passed as `more`, so no file depends on itself.
 */
type MorePlaceholders = Readonly<Record<string, string>>

/** The text with each known placeholder replaced by its value; unknown ones are left for the check to report. */
export const fillText = (text: string, more: MorePlaceholders = {}): string =>
  text.replace(placeholderPattern, (whole, name: string) => more[name] ?? placeholderValues[name] ?? whole)

/** A content file's value with every placeholder in its strings filled in. */
export function fillPlaceholders<T>(value: T, more: MorePlaceholders = {}): T {
  if (typeof value === 'string') return fillText(value, more) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholders(item, more)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fillPlaceholders(field, more)])) as T
  }
  return value
}

/** Each unknown placeholder in a file's text, as "file, line N: {name} is not a placeholder (…)". */
export function unknownPlaceholders(file: string, text: string, more: MorePlaceholders = {}): string[] {
  const known = { ...placeholderValues, ...more }
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
