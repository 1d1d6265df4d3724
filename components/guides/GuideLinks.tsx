import styled from '@emotion/styled'
import type { GuideLink } from '../../data/guides.schema.ts'
import { colors, layout } from '../theme/theme.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    background: ${colors.warmGrey};
    border-radius: ${layout.radius};
    padding: 0.875rem 1.125rem;
  }
  a {
    font-weight: 700;
  }
  p {
    margin: 0.25rem 0 0;
  }
`

/** A list of links, each with an optional line saying why to follow it. */
export function GuideLinks({ links }: { links: readonly (GuideLink & { text?: string })[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
          {link.text && <p>{link.text}</p>}
        </li>
      ))}
    </List>
  )
}
