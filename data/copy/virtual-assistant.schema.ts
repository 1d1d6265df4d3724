// What /virtual-assistant says around the chat (content/copy/virtual-assistant.json).
import { z } from 'zod'
import { heroSchema, points, sectionSchema, words } from './sections.schema.ts'

export const virtualAssistantCopySchema = z.object({
  hero: heroSchema,
  chat: z
    .object({
      heading: words('The heading above the chat'),
      suggestionsHeading: words('The heading of the example questions beside the chat'),
      suggestions: points('Example questions a visitor could ask Flushy', 1),
      phoneHeading: words('The heading of the note for people who would rather phone'),
      phoneText: words('The note itself: {openingHours} lists the opening hours'),
    })
    .describe('The chat and what sits beside it'),
  questions: sectionSchema.describe('The common questions under the chat'),
})

export type VirtualAssistantCopy = z.infer<typeof virtualAssistantCopySchema>
