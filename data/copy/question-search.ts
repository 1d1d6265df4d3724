// The words of one third-party widget (content/copy/question-search.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import questionSearchFile from '../../content/copy/question-search.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { QuestionSearchCopy } from './third-parties.schema.ts'

export const questionSearchCopy = fillPlaceholders<QuestionSearchCopy>(questionSearchFile)
