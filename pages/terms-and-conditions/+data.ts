// The text reaches the browser as HTML and pageContext JSON, not as JavaScript.
import { legalDocuments } from '../../data/legal.ts'

export const data = () => legalDocuments.terms
