import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
