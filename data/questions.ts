// Common questions, answered in plain text: shown on /virtual-assistant (and filtered by a typed
// word when the chat cannot load), and on the prices and No Fix No Fee pages that each one suits.
// A page lists only what it does not already say: both show the two options side by side, /prices
// is the answer to "how much", and /no-fix-no-fee-deals has the guarantee and its claim in full.
import questionsFile from '../content/questions.json' with { type: 'json' }
import { fillPlaceholders } from './placeholders.ts'
import type { Question } from './schemas.ts'

export const questions = fillPlaceholders(questionsFile.questions) as Question[]
