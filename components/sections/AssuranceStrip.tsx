// The strip under every hero, sent once, as HTML (see StaticContent): what it draws lives in
// AssuranceStripContent.tsx, reached only while prerendering, so none of it is in any page's script.
import { StaticContent } from '../ui/StaticContent.tsx'
import { AssuranceStripContent } from './AssuranceStripContent.tsx'

/** Memberships and cover, or the guarantee, payment on completion and the company number. */
export function AssuranceStrip() {
  return (
    <StaticContent id="assurance-strip" onEveryPage>
      {import.meta.env.SSR && <AssuranceStripContent />}
    </StaticContent>
  )
}
