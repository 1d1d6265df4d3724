import { usePageContext } from './usePageContext.tsx'

/** The value returned by the page's +data hook (https://vike.dev/data). */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}
