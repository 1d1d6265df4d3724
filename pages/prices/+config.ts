import type { Config } from 'vike/types'
import { pricesRoute, pricesUrls } from '../../renderer/routing.ts' with { type: 'vike:pointer' }

export default { route: pricesRoute, onBeforePrerenderStart: pricesUrls } satisfies Config
