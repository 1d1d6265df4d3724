// The picture shown when a page is shared: one per canonical page, written by the build
// (vite-plugins/og-images.ts) and named in the head (SeoHead.tsx).

export const shareImageSize = { width: 1200, height: 630 } as const

/** "/" is "home", "/no-fix-no-fee-deals" is "no-fix-no-fee-deals": the image's file name. */
export const shareImageName = (pagePath: string): string => pagePath.replace(/^\//, '') || 'home'

export const shareImagePath = (pagePath: string): string => `/og/${shareImageName(pagePath)}.png`
