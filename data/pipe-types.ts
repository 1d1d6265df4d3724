/** The pipe types the form offers; the business reads them as written, so their values are fixed. */
export const pipeTypeValues = ['microbore', 'plastic', 'copper-15mm', 'unknown'] as const
