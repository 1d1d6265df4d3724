import { useId } from 'react'

/**
 * A unique id that starts with a letter, as HTML checkers expect (React's own start with "_"):
 * "postcode-_R_1_", stable between the prerendered page and the app.
 */
export const useElementId = (prefix: string): string => `${prefix}-${useId()}`
