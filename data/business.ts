import businessFile from '../content/business.json' with { type: 'json' }
import type { Business } from './schemas.ts'

// The working name lives in content/business.json only: change it once and every page, title and
// JSON-LD follows. The registered company name, number and office are settings (config/site-config.schema.ts).
export const business = businessFile as Business
