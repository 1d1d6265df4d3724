// One page for every Markdown document: the guides (/guides/<slug>) and the legal documents
// (/terms-and-conditions, …). It runs in the browser too, so it reads only data/routes.ts. A
// Route Function wins over the local pages' /@area (https://vike.dev/routing-precedence).
import { isDocumentPath } from '../../data/routes.ts'

export default (pageContext: { urlPathname: string }): boolean => isDocumentPath(pageContext.urlPathname)
