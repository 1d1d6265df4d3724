// Replaced at build time by vite.config.ts, so server and client render the same date.
declare const __BUILD_DATE__: string

/** The day the site was built: the legal pages' "last updated" and the copyright year. */
export const buildDate = new Date(__BUILD_DATE__)
