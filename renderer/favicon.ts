// The icon travels inside every page as a data: URI, so nothing but the page itself is
// requested before the first paint. public/favicon.svg stays the source, and is still served.
import faviconSvg from '../public/favicon.svg?raw'

export const faviconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`
