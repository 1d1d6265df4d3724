import type { ReactNode } from 'react'
import { siteConfig } from '../../config/site-config.ts'
import { siteCopy } from '../../data/content.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx'

/** A link to our page on the reviews' site, in a new tab, which a screen reader is told. */
export function ReviewsProfileLink({ children }: { children: ReactNode }) {
  return (
    <a href={siteConfig.reviews.profileUrl} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{` ${siteCopy.opensInNewTab}`}</VisuallyHidden>
    </a>
  )
}
