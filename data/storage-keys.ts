// What the site keeps in the visitor's browser (local storage), named once: the code that stores
// it and the cookie policy that names it both read these.

/** The visitor's choice of which providers may load, when they ask first (THIRD_PARTY_CONSENT=ask). */
export const consentStorageKey = 'third-party-consent'
/** What the visitor has typed in the enquiry form, kept on their device until it is sent (components/enquiry/enquiry-draft.ts). */
export const enquiryDraftKey = 'enquiry-draft'
