import styled from '@emotion/styled'
import type { LucideIcon } from 'lucide-react'

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.75rem;
  margin-top: 0.75rem;
  font-weight: 700;
  text-decoration: none;
  span {
    text-decoration: underline;
  }
`

/** A plain link led by a small icon, the underline under the words alone: "See All Areas We Cover", a guide to read. */
export function IconLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: string }) {
  return (
    <Link href={href}>
      <Icon aria-hidden size={18} />
      <span>{children}</span>
    </Link>
  )
}
