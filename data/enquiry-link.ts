// The words of every link to the enquiry form, in a file of their own: a page that links to the
// form carries these few words in its script, not the whole of data/enquiry.ts.
export const enquiryEntryLink = 'Ask us to call you'
