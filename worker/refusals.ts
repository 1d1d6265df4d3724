// Why an enquiry was not taken, when it is no field's fault. The visitor reads the message beside
// the phone number (the form's failure box), so each says what to do next.

export interface Refusal {
  status: 400 | 411 | 413 | 415 | 429 | 500 | 503
  message: string
  /** Seconds, for the Retry-After header. */
  retryAfter?: number
}

export const refusals = {
  tooLarge: { status: 413, message: 'Your enquiry is too large to send. Choose fewer or smaller photos and send it again, or call us.' },
  noLength: {
    status: 411,
    message: 'Your browser did not say how large your enquiry is, so it could not be taken. Send it again, or call us.',
  },
  notAForm: {
    status: 415,
    message: 'Your enquiry did not arrive as a form, so it could not be taken. Send it again from the form, or call us.',
  },
  unreadable: { status: 400, message: 'Your enquiry arrived incomplete. Send it again, or call us.' },
  tooMany: {
    status: 429,
    message: 'You have sent several enquiries in the last minute. Wait a minute and send it again, or call us.',
    retryAfter: 60,
  },
  automated: {
    status: 400,
    message:
      'Your enquiry could not be taken because it looked as if a program had sent it. Wait a few seconds and send it again, or call us.',
  },
  notConfirmed: {
    status: 400,
    message: 'We could not confirm that a person sent this enquiry. Complete the check and send it again, or call us.',
  },
  /** Turnstile is on and no token came: the form was sent without JavaScript, which the check needs. */
  notChecked: {
    status: 400,
    message:
      'Your enquiry could not be sent: the check that a person is sending it needs JavaScript, which is off in your browser. Turn it on and send the form again, or call us.',
  },
  notSaved: { status: 503, message: 'We could not save your enquiry just now. Please call us, or send it again in a few minutes.' },
  failed: { status: 500, message: 'Something went wrong on our side and your enquiry may not have arrived. Please call us.' },
} as const satisfies Record<string, Refusal>
