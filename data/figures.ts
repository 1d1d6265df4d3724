import figuresFile from '../content/figures.json' with { type: 'json' }
import type { Figures } from './schemas.ts'

export const figures = figuresFile as Figures
