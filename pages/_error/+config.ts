import type { Config } from 'vike/types'

// The 404 page logs the path it was asked for (see +Page.tsx), so its script runs at once.
export default { hydrate: 'on-load' } satisfies Config
