// The words of one third-party widget (content/copy/consent-prompt.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import consentPromptFile from '../../content/copy/consent-prompt.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ConsentPromptCopy } from './third-parties.schema.ts'

export const consentPromptCopy = fillPlaceholders<ConsentPromptCopy>(consentPromptFile)
