// Every file of content/ as the pages read it, each read once: its fields left blank in the CMS
// dropped, and its placeholders filled with the figures they name (data/placeholders.ts). Pages
// and components import what they show from here, the same on the server and in the browser.
// Each file's schema is named beside it in data/validate.ts, which checks every file before
// anything is built; the files the placeholders are made from are read in data/facts.ts.
import areasWeCoverFile from '../content/copy/areas-we-cover.json' with { type: 'json' }
import availabilityFile from '../content/copy/availability.json' with { type: 'json' }
import bookingCalendarFile from '../content/copy/booking-calendar.json' with { type: 'json' }
import caseStudiesCopyFile from '../content/copy/case-studies.json' with { type: 'json' }
import chatFile from '../content/copy/chat.json' with { type: 'json' }
import consentPromptFile from '../content/copy/consent-prompt.json' with { type: 'json' }
import consentSettingsFile from '../content/copy/consent-settings.json' with { type: 'json' }
import coverageCheckFile from '../content/copy/coverage-check.json' with { type: 'json' }
import errorPagesFile from '../content/copy/error-pages.json' with { type: 'json' }
import homeFile from '../content/copy/home.json' with { type: 'json' }
import localAreaCopyFile from '../content/copy/local-area.json' with { type: 'json' }
import microboreFile from '../content/copy/microbore-and-plastic-pipes.json' with { type: 'json' }
import noFixNoFeeFile from '../content/copy/no-fix-no-fee.json' with { type: 'json' }
import pricesFinderFile from '../content/copy/prices-finder.json' with { type: 'json' }
import pricesFile from '../content/copy/prices.json' with { type: 'json' }
import proofFile from '../content/copy/proof.json' with { type: 'json' }
import questionSearchFile from '../content/copy/question-search.json' with { type: 'json' }
import reviewsWidgetFile from '../content/copy/reviews-widget.json' with { type: 'json' }
import sharedSectionsFile from '../content/copy/shared-sections.json' with { type: 'json' }
import siteFile from '../content/copy/site.json' with { type: 'json' }
import testimonialsFile from '../content/copy/testimonials.json' with { type: 'json' }
import virtualAssistantFile from '../content/copy/virtual-assistant.json' with { type: 'json' }
import whoAreWeFile from '../content/copy/who-are-we.json' with { type: 'json' }
import bookingStepsFile from '../content/booking-steps.json' with { type: 'json' }
import caseStudiesFile from '../content/case-studies.json' with { type: 'json' }
import guaranteeFile from '../content/guarantee.json' with { type: 'json' }
import cancellationFile from '../content/cancellation.json' with { type: 'json' }
import membershipsFile from '../content/memberships.json' with { type: 'json' }
import navigationFile from '../content/navigation.json' with { type: 'json' }
import questionsFile from '../content/questions.json' with { type: 'json' }
import quotesFile from '../content/quotes.json' with { type: 'json' }
import reviewPolicyFile from '../content/review-policy.json' with { type: 'json' }
import teamFile from '../content/team.json' with { type: 'json' }
import type { z } from 'zod'
import type { GoLiveData } from '../config/go-live.ts'
import { siteConfig } from '../config/site-config.ts'
import type * as Copy from './copy.schema.ts'
import { enquiry } from './enquiry.ts'
import { asChecked, business, coverage, figures, openingHours, premiumRange, pricing, startingPrices } from './facts.ts'
import { formatAtLeast, formatCount, formatOrList, formatPercent, formatPounds, formatYears, formatYearsAdjective } from './format.ts'
import { cancellationPeriod, consumerLaw } from './legal/shared.ts'
import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts'
import type { BookingStep, Cancellation, CaseStudy, Guarantee, Navigation, Question, Quote, ReviewPolicy } from './schemas.ts'
import { consentStorageKey, enquiryDraftKey } from './fixed-values.ts'
import type { Membership, TeamMember } from './team.schema.ts'

// Who is behind the site, said one way wherever it is said (the footer of every page, the terms):
// the Company, Limited Liability Partnership and Business (Names and Trading Disclosures)
// Regulations 2015 ask for the registered name, number, place of registration and office.
const { company } = siteConfig

/** "Pellet Flush Heating is a trading name of Pellet Flush Heating Ltd, registered in England and Wales (company number 01234567)." */
export const tradingAs = `${business.name} is a trading name of ${company.name}, a company registered in ${business.registeredIn} (company number ${company.number}).`

/** "Registered office: 1 Example Road, London, ZZ99 9ZZ. VAT number GB 123 4567 89." */
export const registeredDetails = `Registered office: ${company.registeredOffice}.${company.vatNumber ? ` VAT number ${company.vatNumber}.` : ''}`

const lastPricedRadiators = pricing.rows.at(-1)?.radiators ?? pricing.contactFromRadiators - 1

/** The figures and names the words of content/ may quote, and the only ones content/guarantee.json and content/cancellation.json may. */
export const figurePlaceholderValues: PlaceholderValues = {
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
  'guarantee.standard.duration': formatYears(pricing.standardGuaranteeYears),
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

/** The guarantee, worded once: the terms, the questions and the booking steps all quote it. */
export const guarantee = asChecked<Guarantee>(fillPlaceholders(guaranteeFile, figurePlaceholderValues))
/** The right to cancel, worded once for the booking steps and /prices (the terms give it in full). */
export const cancellation = asChecked<Cancellation>(fillPlaceholders(cancellationFile, figurePlaceholderValues))

/** Each placeholder, and what it reads as on the page. The CMS shows this list to the owner. */
export const placeholderValues: PlaceholderValues = {
  ...figurePlaceholderValues,
  // The guarantee quoted whole by the booking steps, /prices and the questions; the steps to claim
  // as one paragraph (the terms list them instead: data/legal/documents.ts).
  'guarantee.summary': guarantee.summary,
  'guarantee.howToClaim.inline': guarantee.howToClaim.join(' '),
  'cancellation.summary': cancellation.summary,
}

/**
 * A file's value as pages read it: blank fields dropped, every placeholder filled. `more` names the
 * placeholders a file fills as it is read (a Markdown file's own sentences). Marked free of side
 * effects so that a page's script keeps only the files it shows.
 */
/*#__NO_SIDE_EFFECTS__*/
export function readContent<T>(raw: unknown, more: PlaceholderValues = {}): T {
  return asChecked<T>(fillPlaceholders(raw, { ...placeholderValues, ...more }))
}

// The site's lists.
export const bookingSteps = readContent<BookingStep[]>(bookingStepsFile.steps)
/** Sample jobs are badged as examples and refused by the go-live check (config/go-live.ts): replace each with a real one. */
export const caseStudies = readContent<CaseStudy[]>(caseStudiesFile.caseStudies)
export const navigation = readContent<Navigation>(navigationFile)
export const questions = readContent<Question[]>(questionsFile.questions)
/** Customer words, by place and system only; samples are refused by the go-live check, like the case studies. */
export const quotes = readContent<Quote[]>(quotesFile.quotes)
export const reviewPolicy = readContent<ReviewPolicy>(reviewPolicyFile)
/** Sample people are badged as examples and refused by the go-live check. */
export const team = readContent<TeamMember[]>(teamFile.members)
/** Memberships and cover the business can prove: none until it has earned them. */
export const memberships = readContent<Membership[]>(membershipsFile.memberships)

// The words of each page and part of the site (content/copy/).
export const areasWeCoverCopy = readContent<z.output<typeof Copy.areasWeCoverCopySchema>>(areasWeCoverFile)
export const availabilityCopy = readContent<z.output<typeof Copy.availabilityCopySchema>>(availabilityFile)
export const bookingCalendarCopy = readContent<z.output<typeof Copy.bookingCalendarCopySchema>>(bookingCalendarFile)
export const caseStudiesCopy = readContent<z.output<typeof Copy.caseStudiesCopySchema>>(caseStudiesCopyFile)
export const chatCopy = readContent<z.output<typeof Copy.chatCopySchema>>(chatFile)
export const consentPromptCopy = readContent<z.output<typeof Copy.consentPromptCopySchema>>(consentPromptFile)
export const consentSettingsCopy = readContent<z.output<typeof Copy.consentSettingsCopySchema>>(consentSettingsFile)
export const coverageCheckCopy = readContent<z.output<typeof Copy.coverageCheckCopySchema>>(coverageCheckFile)
export const errorPagesCopy = readContent<z.output<typeof Copy.errorPagesCopySchema>>(errorPagesFile)
export const homeCopy = readContent<z.output<typeof Copy.homeCopySchema>>(homeFile)
export const localAreaCopy = readContent<z.output<typeof Copy.localAreaCopySchema>>(localAreaCopyFile)
export const microboreCopy = readContent<z.output<typeof Copy.microboreCopySchema>>(microboreFile)
export const noFixNoFeeCopy = readContent<z.output<typeof Copy.noFixNoFeeCopySchema>>(noFixNoFeeFile)
export const pricesCopy = readContent<z.output<typeof Copy.pricesCopySchema>>(pricesFile)
export const pricesFinderCopy = readContent<z.output<typeof Copy.pricesFinderCopySchema>>(pricesFinderFile)
export const proofCopy = readContent<z.output<typeof Copy.proofCopySchema>>(proofFile)
export const questionSearchCopy = readContent<z.output<typeof Copy.questionSearchCopySchema>>(questionSearchFile)
export const reviewsWidgetCopy = readContent<z.output<typeof Copy.reviewsWidgetCopySchema>>(reviewsWidgetFile)
export const sharedSectionsCopy = readContent<z.output<typeof Copy.sharedSectionsCopySchema>>(sharedSectionsFile)
export const siteCopy = readContent<z.output<typeof Copy.siteCopySchema>>(siteFile)
/** "Monday to Friday: 08:00 to 18:00", one line per row of content/opening-hours.json, as the footer and the calendar's fallback say it. */
export const openingHoursLines = openingHours.map((slot) =>
  fillPlaceholders(siteCopy.footer.openingHoursLine, { 'slot.label': slot.label, 'slot.opens': slot.opens, 'slot.closes': slot.closes }),
)
export const testimonialsCopy = readContent<z.output<typeof Copy.testimonialsCopySchema>>(testimonialsFile)
export const virtualAssistantCopy = readContent<z.output<typeof Copy.virtualAssistantCopySchema>>(virtualAssistantFile)
export const whoAreWeCopy = readContent<z.output<typeof Copy.whoAreWeCopySchema>>(whoAreWeFile)

/** What the go-live check (config/go-live.ts) reads: the working name, the sample quotes, case studies and team. */
export const goLiveData: GoLiveData = { business, quotes, caseStudies, team }

/** One file of content/ (or a value built from one), the schema that checks it, and its value as pages read it. */
export interface ContentFile {
  file: string
  schema: z.ZodType
  value: unknown
  /** Placeholders the file fills itself as it is read, or as the visitor uses the page, with what each stands for. */
  more?: Readonly<Record<string, string>>
  /**
   * `false` for the files the placeholders are made from (data/facts.ts): they are read as written,
   * so the check refuses any placeholder in them. `'figures'` for content/guarantee.json and content/cancellation.json, filled
   * from the figures alone.
   */
  placeholders?: false | 'figures'
}
