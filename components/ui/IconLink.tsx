import styled from '@emotion/styled'
import type { LucideIcon } from 'lucide-react'

/** The icon keeps its size and stays by the first line when the words wrap. */
const Link = styled.a`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.35rem;
  padding-block: 0.625rem;
  margin-top: 0.125rem;
  font-weight: 700;
  text-decoration: none;
  svg {
    flex: none;
    margin-top: 0.2em;
  }
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
