import { enquiryEntryLink } from './enquiry-link.ts'
import type { EnquiryCopy } from './schemas.ts'

// "Ask us to call you": the words of the enquiry form, its choices, what happens after sending,
// and how long we keep what people send. The form (/request-a-call), the thank-you page, the
// email to the business and the privacy policy all read this file.
export const enquiry: EnquiryCopy = {
  heading: 'Ask us to call you',
  intro:
    'Not ready to pick a date, or want an engineer to see your pipes first? Leave your details and, if you can, a few photos. An engineer who has cleared blocked microbore and plastic systems will call you back.',
  replyPromise: 'We call back within the hour during opening hours, and first thing the next working morning otherwise.',
  privacyNote: 'We use these details only to reply to you about your heating. Our privacy policy says how long we keep them.',
  privacyLinkText: 'privacy policy',
  talkNow: 'Rather talk it through now?',
  errorSummaryHeading: 'There is a problem',
  honeypotLabel: 'Leave this field empty',
  progress: { preparingPhotos: 'Getting your photos ready…', sending: 'Sending…' },
  failure: {
    fallback: 'We could not send your details just now.',
    callUs: 'What you typed is still here, so you can try again in a moment, or call us on',
  },
  challenge: {
    waiting: 'Checking that a person is sending this…',
    failed: 'The check that tells us a person is sending this form could not load in your browser, so the form cannot be sent.',
    needsScript:
      'Sending this form needs JavaScript, which checks that a person is sending it. With JavaScript off, please call us instead: our number is on this page.',
  },
  fields: {
    name: { label: 'Your name', hint: 'So we know who to ask for.' },
    phone: { label: 'Phone number', hint: 'A UK mobile or landline we can reach you on.' },
    email: { label: 'Email (optional)', hint: 'If you would like a written quote as well.' },
    postcode: { label: 'Postcode', hint: 'Where the heating is, such as N13 4AB.' },
    radiators: { label: 'How many radiators?', hint: 'Count every radiator and towel rail in the house.' },
    pipeType: { label: 'What pipes do you have?', hint: 'Microbore pipes are 10 mm across or less, about the width of a pencil.' },
    powerFlushed: { label: 'Have you had a power flush before?' },
    note: { label: 'Anything else we should know? (optional)', hint: 'Which radiators are cold, the boiler make, what has been tried.' },
    callTime: { label: 'When should we call?' },
    photos: {
      label: 'Photos (optional)',
      hint: 'Up to 5 photos of your boiler, radiators or the pipes under them. Large photos are made smaller on your phone before sending.',
    },
  },
  radiatorsNotSure: 'Not sure',
  pipeTypes: [
    { value: 'microbore', label: 'Microbore (10 mm or smaller)' },
    { value: 'plastic', label: 'Plastic' },
    { value: 'copper-15mm', label: 'Copper, 15 mm' },
    { value: 'unknown', label: 'I don’t know' },
  ],
  powerFlushedOptions: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
    { value: 'not-sure', label: 'Not sure' },
  ],
  callTimes: [
    { value: 'any', label: 'Any time in opening hours' },
    { value: 'morning', label: 'Morning' },
    { value: 'afternoon', label: 'Afternoon' },
  ],
  submit: 'Ask us to call me',
  entryLink: enquiryEntryLink,
  sent: {
    heading: 'Thank you: we have your details',
    referenceLabel: 'Your reference',
    nextStepsHeading: 'What happens next',
    nextSteps: [
      'An engineer reads your details and looks at any photos you sent.',
      'We call you at the time you chose to talk it through and give you a fixed price.',
      'If you want to go ahead, we book a day that suits you. Nothing is booked until you say so.',
    ],
    callUs: 'Rather talk now? Call us and give your reference.',
    photosMissing: 'These photos did not reach us, so please send them again when we call:',
    beforeWeCall: {
      heading: 'Before we call',
      points: [
        'Count every radiator and towel rail in the house: the price depends on the total.',
        'Look at the pipes going into a radiator: if they are about the width of a pencil, they are microbore.',
        'Note which radiators stay cold, and whether at the top, the bottom or all over.',
        'Find the make and model of your boiler, usually on a label on its front or underneath.',
      ],
    },
  },
  retention: { enquiryMonths: 12, photoDays: 90, photoLinkDays: 7 },
}
