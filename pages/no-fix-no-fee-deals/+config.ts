import type { Config } from 'vike/types'
import { noFixNoFeeRoute, noFixNoFeeUrls } from '../../renderer/routing.ts' with { type: 'vike:pointer' }

export default { route: noFixNoFeeRoute, onBeforePrerenderStart: noFixNoFeeUrls } satisfies Config
