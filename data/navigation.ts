import navigationFile from '../content/navigation.json' with { type: 'json' }
import type { Navigation } from './schemas.ts'

export const navigation: Navigation = navigationFile
