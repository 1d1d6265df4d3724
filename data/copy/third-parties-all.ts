// The words around all the third-party widgets in one object, for the tests; each page imports
// only its widget's module, so a page's script carries only those words.
import { bookingCalendarCopy } from './booking-calendar.ts'
import { chatCopy } from './chat.ts'
import { consentPromptCopy } from './consent-prompt.ts'
import { consentSettingsCopy } from './consent-settings.ts'
import { questionSearchCopy } from './question-search.ts'
import { reviewsWidgetCopy } from './reviews-widget.ts'

export const thirdPartiesCopy = {
  ...chatCopy,
  ...reviewsWidgetCopy,
  ...bookingCalendarCopy,
  ...questionSearchCopy,
  ...consentPromptCopy,
  ...consentSettingsCopy,
}
