import styled from '@emotion/styled'
import { useMenuCurrent } from '../../hooks/page-context.tsx'
import { colors, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'
import { navigation } from '../../data/content.ts'

const Bar = styled.nav`
  display: none;
  background: ${colors.navy};
  ${media.wide} {
    display: block;
  }
`
/**
 * The first and last links line up with the content's edges, as the Book Now button above does:
 * the links have no side padding, the space between them is what the row has left over.
 */
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
`
const Item = styled.a`
  display: block;
  padding: 0.75rem 0;
  white-space: nowrap;
  color: ${colors.white};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &:hover {
    border-bottom-color: ${colors.onNavyLine};
  }
  &:focus-visible {
    outline-color: ${colors.focusOnDark};
    outline-offset: -3px;
  }
  &[aria-current] {
    border-bottom-color: ${colors.accent};
  }
`

/** The nine main items on wide screens, the current page marked. */
export function SubNav() {
  const menuCurrent = useMenuCurrent()
  return (
    <Bar aria-label="Main">
      <Container>
        <Items>
          {navigation.main.map((item) => (
            <li key={item.href}>
              <Item href={item.href} aria-current={menuCurrent(item.href)}>
                {item.name}
              </Item>
            </li>
          ))}
        </Items>
      </Container>
    </Bar>
  )
}
