// The case studies section: sent once, as HTML (see StaticContent). Everything it draws lives in
// CaseStudyCards.tsx, reached only while prerendering, so none of it (styles, words, data) is in
// the page's script.
import { StaticContent } from '../ui/StaticContent.tsx'
import { CaseStudiesSection, type CaseStudiesProps } from './CaseStudyCards.tsx'

/** The case studies section of a page, sent once, as HTML. */
export function CaseStudies(props: CaseStudiesProps) {
  return <StaticContent id="case-studies-section">{import.meta.env.SSR && <CaseStudiesSection {...props} />}</StaticContent>
}
