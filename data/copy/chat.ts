// The words of one third-party widget (content/copy/chat.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import chatFile from '../../content/copy/chat.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ChatCopy } from './third-parties.schema.ts'

export const chatCopy = fillPlaceholders<ChatCopy>(chatFile)
