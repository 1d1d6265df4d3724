import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  prerender: true,
  passToClient: ['pageHead', 'abortStatusCode', 'abortReason'],
} satisfies Config
