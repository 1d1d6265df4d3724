import { usePageContext } from './usePageContext.tsx'

/** The canonical path of the page being shown, so that /get-a-quote marks Prices as current. */
export function useCurrentPath(): string {
  const { pageHead, urlPathname } = usePageContext()
  return pageHead?.canonicalPath ?? urlPathname
}
