// The words of each page (content/copy/<page>.json), each with the schema in
// data/copy/<page>.schema.ts that checks it: one row per file, so adding a page's copy is one line here.
import type { ContentFile } from './content-file.ts'
import { caseStudiesCopy } from './copy/case-studies.ts'
import { caseStudiesCopySchema } from './copy/case-studies.schema.ts'
import { proofCopy } from './copy/proof.ts'
import { proofCopySchema } from './copy/proof.schema.ts'
import { errorPagesCopy } from './copy/error-pages.ts'
import { errorPagesCopySchema } from './copy/error-pages.schema.ts'
import { homeCopy } from './copy/home.ts'
import { homeCopySchema } from './copy/home.schema.ts'
import { microboreCopy } from './copy/microbore-and-plastic-pipes.ts'
import { microboreCopySchema } from './copy/microbore-and-plastic-pipes.schema.ts'
import { noFixNoFeeCopy } from './copy/no-fix-no-fee.ts'
import { noFixNoFeeCopySchema } from './copy/no-fix-no-fee.schema.ts'
import { pricesCopy } from './copy/prices.ts'
import { pricesCopySchema } from './copy/prices.schema.ts'
import { whoAreWeCopy } from './copy/who-are-we.ts'
import { whoAreWeCopySchema } from './copy/who-are-we.schema.ts'

import { areasWeCoverCopy } from './copy/areas-we-cover.ts'
import { areasWeCoverCopySchema } from './copy/areas-we-cover.schema.ts'
import { availabilityCopy } from './copy/availability.ts'
import { availabilityCopySchema } from './copy/availability.schema.ts'
import { localAreaCopy } from './copy/local-area.ts'
import { localAreaCopySchema, localAreaSlots } from './copy/local-area.schema.ts'
import { pricesFinderCopy } from './copy/prices-finder.ts'
import { pricesFinderCopySchema, pricesFinderSlots } from './copy/prices-finder.schema.ts'
import { sharedSectionsCopy } from './copy/shared-sections.ts'
import { sharedSectionsCopySchema, sharedSectionsSlots } from './copy/shared-sections.schema.ts'
import { siteCopy } from './copy/site.ts'
import { bookingCalendarCopy } from './copy/booking-calendar.ts'
import { chatCopy } from './copy/chat.ts'
import { consentPromptCopy } from './copy/consent-prompt.ts'
import { consentSettingsCopy } from './copy/consent-settings.ts'
import { questionSearchCopy } from './copy/question-search.ts'
import { reviewsWidgetCopy } from './copy/reviews-widget.ts'
import {
  bookingCalendarCopySchema,
  chatCopySchema,
  consentPromptCopySchema,
  consentSettingsCopySchema,
  questionSearchCopySchema,
  reviewsWidgetCopySchema,
  thirdPartiesSlots,
} from './copy/third-parties.schema.ts'
import { openingHoursLineSlots, siteCopySchema } from './copy/site.schema.ts'
import { testimonialsCopy } from './copy/testimonials.ts'
import { testimonialsCopySchema } from './copy/testimonials.schema.ts'
import { virtualAssistantCopy } from './copy/virtual-assistant.ts'
import { coverageCheckCopy } from './copy/coverage-check.ts'
import { coverageCheckCopySchema, coverageCheckSlots } from './copy/coverage-check.schema.ts'
import { coverageAnswersCopy } from './copy/coverage-answers.ts'
import { coverageAnswersCopySchema, coverageAnswerSlots } from './copy/coverage-answers.schema.ts'
import { virtualAssistantCopySchema } from './copy/virtual-assistant.schema.ts'

export const copyFiles: ContentFile[] = [
  { file: 'content/copy/home.json', schema: homeCopySchema, value: homeCopy },
  { file: 'content/copy/who-are-we.json', schema: whoAreWeCopySchema, value: whoAreWeCopy },
  { file: 'content/copy/no-fix-no-fee.json', schema: noFixNoFeeCopySchema, value: noFixNoFeeCopy },
  { file: 'content/copy/microbore-and-plastic-pipes.json', schema: microboreCopySchema, value: microboreCopy },
  { file: 'content/copy/prices.json', schema: pricesCopySchema, value: pricesCopy },
  { file: 'content/copy/error-pages.json', schema: errorPagesCopySchema, value: errorPagesCopy },
  { file: 'content/copy/areas-we-cover.json', schema: areasWeCoverCopySchema, value: areasWeCoverCopy },
  { file: 'content/copy/availability.json', schema: availabilityCopySchema, value: availabilityCopy },
  { file: 'content/copy/testimonials.json', schema: testimonialsCopySchema, value: testimonialsCopy },
  { file: 'content/copy/virtual-assistant.json', schema: virtualAssistantCopySchema, value: virtualAssistantCopy },
  { file: 'content/copy/local-area.json', schema: localAreaCopySchema, value: localAreaCopy, more: localAreaSlots },
  { file: 'content/copy/site.json', schema: siteCopySchema, value: siteCopy, more: openingHoursLineSlots },
  { file: 'content/copy/prices-finder.json', schema: pricesFinderCopySchema, value: pricesFinderCopy, more: pricesFinderSlots },
  { file: 'content/copy/chat.json', schema: chatCopySchema, value: chatCopy, more: thirdPartiesSlots },
  { file: 'content/copy/reviews-widget.json', schema: reviewsWidgetCopySchema, value: reviewsWidgetCopy, more: thirdPartiesSlots },
  { file: 'content/copy/booking-calendar.json', schema: bookingCalendarCopySchema, value: bookingCalendarCopy, more: thirdPartiesSlots },
  { file: 'content/copy/question-search.json', schema: questionSearchCopySchema, value: questionSearchCopy, more: thirdPartiesSlots },
  { file: 'content/copy/consent-prompt.json', schema: consentPromptCopySchema, value: consentPromptCopy, more: thirdPartiesSlots },
  { file: 'content/copy/consent-settings.json', schema: consentSettingsCopySchema, value: consentSettingsCopy, more: thirdPartiesSlots },
  { file: 'content/copy/coverage-check.json', schema: coverageCheckCopySchema, value: coverageCheckCopy, more: coverageCheckSlots },
  { file: 'content/copy/coverage-answers.json', schema: coverageAnswersCopySchema, value: coverageAnswersCopy, more: coverageAnswerSlots },
  { file: 'content/copy/case-studies.json', schema: caseStudiesCopySchema, value: caseStudiesCopy },
  { file: 'content/copy/proof.json', schema: proofCopySchema, value: proofCopy },
  { file: 'content/copy/shared-sections.json', schema: sharedSectionsCopySchema, value: sharedSectionsCopy, more: sharedSectionsSlots },
]
