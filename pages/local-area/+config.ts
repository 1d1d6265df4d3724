import type { Config } from 'vike/types'
import { localAreaPaths } from '../../data/site-pages.ts' with { type: 'vike:pointer' }

// One page for the ten local landing pages (/palmers-green, /enfield, …). Static routes win over
// this parameterised one, so a unit test checks that no area slug collides with them.
export default { route: '/@area', onBeforePrerenderStart: localAreaPaths } satisfies Config
