import type { ComponentType } from 'react'
import type { PageHead } from './page-head-types.ts'

// Types for the settings and pageContext fields this custom renderer uses.
declare global {
  namespace Vike {
    interface Config {
      /** https://vike.dev/Page */
      Page?: ComponentType
      /**
       * When the app (React, client routing) loads: on the visitor's first interaction, since
       * every page works as HTML alone, or at once for a page that needs it as it opens.
       */
      hydrate?: 'on-interaction' | 'on-load'
    }
    interface PageContext {
      Page?: ComponentType
      /** Set by +onBeforeRender.ts on the server, passed to the client. */
      pageHead?: PageHead
    }
  }
}

export {}
