// The words of one third-party widget (content/copy/consent-settings.json, checked by ./third-parties.schema.ts),
// in a module of its own so only the pages with that widget carry them.
import consentSettingsFile from '../../content/copy/consent-settings.json' with { type: 'json' }
import { fillPlaceholders } from '../placeholders.ts'
import type { ConsentSettingsCopy } from './third-parties.schema.ts'

export const consentSettingsCopy = fillPlaceholders<ConsentSettingsCopy>(consentSettingsFile)
