// The hooks through which components read the page: its pageContext and data, the same in the
// prerender and in the browser, as vike-react's hooks are.
import { createContext, useContext, useId, useSyncExternalStore, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | undefined>(undefined)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() must be used inside <PageContextProvider>')
  return pageContext
}

/** The value returned by the page's +data hook (https://vike.dev/data). */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}

/** The canonical path of the page being shown, so that /get-a-quote marks Prices as current. */
export function useCurrentPath(): string {
  const { pageHead, urlPathname } = usePageContext()
  return pageHead?.canonicalPath ?? urlPathname
}

/** How a menu link is current: `page` for the page itself, `true` for the section the page sits in (a local area under Areas We Cover). */
export function useMenuCurrent(): (href: string) => 'page' | 'true' | undefined {
  const path = useCurrentPath()
  const section = usePageContext().pageHead?.section
  return (href) => (href === path ? 'page' : href === section ? 'true' : undefined)
}

const subscribe = () => () => {}

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

/**
 * A unique id that starts with a letter, as HTML checkers expect (React's own start with "_"):
 * "postcode-_R_1_", stable between the prerendered page and the app.
 */
export const useElementId = (prefix: string): string => `${prefix}-${useId()}`
