// The words of /virtual-assistant, with their figures filled in (checked by ./virtual-assistant.schema.ts).
import virtualAssistantFile from '../../content/copy/virtual-assistant.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { VirtualAssistantCopy } from './virtual-assistant.schema.ts'

export const virtualAssistantCopy: VirtualAssistantCopy = fillPlaceholders(virtualAssistantFile)
