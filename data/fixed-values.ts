// Values the code fixes, not the owner: rules the spec or search engines set, values the business
// reads as written, and the names of what the site keeps in the visitor's browser. Each is named
// once here, for the schemas, the code that uses it and the tests.

/** Spec §2: the sub-navigation lists nine items, Home to Testimonials. */
export const mainNavigationItemCount = 9

/** What search results show before cutting a title or description short. */
export const metadataLimits = {
  /** The page's full title, " | " and the business name included. */
  fullTitleMax: 65,
  descriptionMin: 70,
  descriptionMax: 165,
} as const

/** The pipe types the form offers; the business reads them as written, so their values are fixed. */
export const pipeTypeValues = ['microbore', 'plastic', 'copper-15mm', 'unknown'] as const

/** The visitor's choice of which providers may load, when they ask first (THIRD_PARTY_CONSENT=ask); the cookie policy names it. */
export const consentStorageKey = 'third-party-consent'
/** What the visitor has typed in the enquiry form, kept on their device until it is sent (components/enquiry/enquiry-draft.ts). */
export const enquiryDraftKey = 'enquiry-draft'
