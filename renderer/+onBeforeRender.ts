// https://vike.dev/onBeforeRender: runs at build time for every page (the 404 page included).
// The head is worked out here, so page metadata stays out of the browser bundle; client
// navigation receives it with the rest of pageContext (see passToClient).
import type { PageContextServer } from 'vike/types'
import { buildPageHead } from './page-head.ts'

export const onBeforeRender = (pageContext: PageContextServer) => ({
  pageContext: { pageHead: buildPageHead(pageContext) },
})
