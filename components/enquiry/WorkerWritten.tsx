import { useState, type ReactNode } from 'react'
import { usePageContext } from '../../hooks/page-context.tsx'

/**
 * A part of a page the Worker writes into as it serves it: the form (a link's answers, Turnstile's
 * place, the problems of a form sent without JavaScript) and the thank-you page's reference.
 * Hydrating, React keeps it as it arrived, since drawing it again would wipe what the Worker
 * wrote; after client navigation (the links to these pages load them afresh, see EnquiryLink)
 * it is drawn like any other part.
 */
export function WorkerWritten({ id, children }: { id: string; children: ReactNode }) {
  const { isHydration } = usePageContext()
  const [served] = useState(() => (isHydration ? (document.getElementById(id)?.innerHTML ?? '') : null))
  if (served === null) return <div id={id}>{children}</div>
  return <div id={id} dangerouslySetInnerHTML={{ __html: served }} />
}
