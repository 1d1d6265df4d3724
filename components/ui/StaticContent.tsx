import { useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from '../../hooks/usePageContext.tsx'

/**
 * The prerendered page's own styles, for its static content: the app never rendered those
 * components, so it never wrote their CSS. Emotion names each rule by its content, so a rule
 * copied twice or also written by the app changes nothing.
 */
function adoptStyles(page: Document): void {
  for (const style of page.querySelectorAll('style[data-emotion]')) {
    const key = style.getAttribute('data-emotion') ?? ''
    if (key.startsWith('css-global') || document.head.querySelector(`style[data-static-styles="${CSS.escape(key)}"]`)) continue
    const copy = document.createElement('style')
    copy.setAttribute('data-static-styles', key)
    copy.textContent = style.textContent
    document.head.append(copy)
  }
}

/** Prerendered pages fetched for their static content, by path: each once per visit. */
const pages = new Map<string, Promise<Document>>()

function prerenderedPage(path: string): Promise<Document> {
  let page = pages.get(path)
  if (!page) {
    page = fetch(path, { headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${path}: ${response.status}`))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'))
    page.catch(() => pages.delete(path))
    pages.set(path, page)
  }
  return page
}

interface StaticContentProps {
  /** Unique on the page: where the content is found again. */
  id: string
  /**
   * The content, rendered when the page is prerendered only: pass
   * `import.meta.env.SSR && <Content />`, so that in the browser's build the content, and the
   * data it reads, are left out of the script.
   */
  children: ReactNode
  /** The same on every page (the footer): the HTML found on hydration serves every page after it. */
  onEveryPage?: boolean
}

/**
 * Words the app never changes (common questions, for instance), sent once, as HTML, instead of
 * twice (again inside the page's script). Hydrating, the app keeps the HTML it finds. After
 * client navigation it takes the same HTML from the page's prerendered file, and if that cannot
 * be had, it loads the page afresh, which shows the content anyway.
 */
export function StaticContent({ id, children, onEveryPage = false }: StaticContentProps) {
  const { urlPathname, isHydration } = usePageContext()
  const [found, setFound] = useState(() => ({
    path: urlPathname,
    html: isHydration ? (document.getElementById(id)?.innerHTML ?? null) : null,
  }))
  const html = onEveryPage || found.path === urlPathname ? found.html : null

  useEffect(() => {
    if (html !== null) return
    let current = true
    prerenderedPage(urlPathname)
      .then((page) => {
        if (!current) return
        adoptStyles(page)
        setFound({ path: urlPathname, html: page.getElementById(id)?.innerHTML ?? '' })
      })
      .catch(() => location.reload())
    return () => {
      current = false
    }
  }, [html, id, urlPathname])

  // The attribute lets the tests find every static section (tests/http/static-content.spec.ts).
  if (import.meta.env.SSR)
    return (
      <div id={id} data-static-content="">
        {children}
      </div>
    )
  return <div id={id} data-static-content="" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
