const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "14 March 2026" for 2026-03-14. */
export const formatGuideDate = (isoDate: string): string => dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
