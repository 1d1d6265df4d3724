import { GuideIndex, type GuidesData } from '../../../components/guides/GuideIndex.tsx'
import { useData } from '../../../hooks/page-context.tsx'

export default function Page() {
  return <GuideIndex {...useData<GuidesData>()} />
}
