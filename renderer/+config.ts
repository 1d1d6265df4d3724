import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  prerender: true,
  passToClient: ['pageHead', 'abortStatusCode', 'abortReason'],
  hydrate: 'on-interaction',
  meta: { hydrate: { env: { server: true } } },
} satisfies Config
