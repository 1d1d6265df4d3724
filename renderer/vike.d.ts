import type { ComponentType } from 'react'
import type { PageHead } from './page-head'

// Types for the settings and pageContext fields this custom renderer uses.
declare global {
  namespace Vike {
    interface Config {
      /** https://vike.dev/Page */
      Page?: ComponentType
    }
    interface PageContext {
      Page?: ComponentType
      /** Set by +onBeforeRender.ts on the server, passed to the client. */
      pageHead?: PageHead
    }
  }
}

export {}
