// Figures and names the legal documents (content/legal/*.md, through placeholders) and the pages
// that quote them share, so each says them the same way.
/**
 * Periods set by law rather than by the business, named once so every page states them alike.
 * The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013:
 * the cancellation period ends 14 days after the day the contract is made (regulation 30), and a
 * refund is due within 14 days of being told (regulation 34). Company and VAT records are kept
 * for 6 years (HMRC record keeping).
 */
export const consumerLaw = {
  cancellationRegulations: 'the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
  consumerRightsAct: 'the Consumer Rights Act 2015',
  cancellationDays: 14,
  refundDays: 14,
  recordKeepingYears: 6,
} as const

/** "14 days": the statutory cancellation period, as it reads mid-sentence. */
export const cancellationPeriod = `${consumerLaw.cancellationDays} days`

/** Where the terms explain the right to cancel, for pages that point to it. */
export const cancellationRightsSectionId = 'cancellation-rights'
/** Where the terms give the guarantee in full (components/sections/GuaranteeDetails.tsx links to it). */
export const guaranteeSectionId = 'our-guarantee'
/** Where the privacy policy explains enquiries sent through the site (the enquiry form links to it). */
export const enquiriesSectionId = 'enquiries'
