// https://vike.dev/data: the document at this address, read from its Markdown at build time, and
// the words and dates around it. The Markdown reader stays on the server; the data carries the
// HTML it made.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { sharedSectionsCopy } from '../../data/content.ts'
import { shownDate, type ShownDate } from '../../data/format.ts'
import { findGuide, guidesCopy, type Guide, type GuidesCopy } from '../../data/guides.ts'
import { findLegalDocument, type LegalDocument } from '../../data/legal/documents.ts'

export type DocumentData =
  | { guide: Guide; copy: GuidesCopy; published: ShownDate; updated: ShownDate | null }
  | { legal: LegalDocument; copy: (typeof sharedSectionsCopy)['legalDocument']; updated: ShownDate }

export function data({ urlPathname }: PageContextServer): DocumentData {
  const guide = findGuide(urlPathname)
  if (guide) {
    const updated = guide.dateModified === guide.datePublished ? null : shownDate(guide.dateModified)
    return { guide, copy: guidesCopy, published: shownDate(guide.datePublished), updated }
  }
  const legal = findLegalDocument(urlPathname)
  if (legal) return { legal, copy: sharedSectionsCopy.legalDocument, updated: shownDate(legal.updated) }
  throw render(404)
}
