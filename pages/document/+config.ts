import type { Config } from 'vike/types'
import { documentRoute } from '../../renderer/routing.ts' with { type: 'vike:pointer' }
import { documentPaths } from '../../data/guides.ts' with { type: 'vike:pointer' }

export default { route: documentRoute, onBeforePrerenderStart: documentPaths } satisfies Config
