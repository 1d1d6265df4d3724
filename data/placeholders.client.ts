// data/placeholders.ts as the browser build has it (vite-plugins/content-filled-at-build.ts): there,
// every file of content/ arrives with its figures already written in, so only the names a component
// fills as the visitor uses the page ({count}, {typed}) are left, and the browser never downloads
// the data behind the figures (prices, company details, the enquiry form's words…).
import { fillSlots, fillSlotsDeep } from './fill-slots.ts'

type MorePlaceholders = Readonly<Record<string, string>>

export const fillText = (text: string, more: MorePlaceholders = {}): string => fillSlots(text, more)

export const fillPlaceholders = <T>(value: T, more: MorePlaceholders = {}): T =>
  Object.keys(more).length > 0 ? fillSlotsDeep(value, more) : value
