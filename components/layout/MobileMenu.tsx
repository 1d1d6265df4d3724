import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { Menu, X } from 'lucide-react'
import { useEffect, useState, type MouseEvent } from 'react'
import { useMenuCurrent, useHydrated, usePageContext } from '../../hooks/page-context.tsx'
import { colors, layout, media, shadows } from '../theme/theme.ts'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { AskFlushyButton, PricesButton } from '../ui/PageButtons.tsx'
import { phoneHeaderAction } from '../ui/shared-styles.ts'
import { siteCopy, navigation } from '../../data/content.ts'

const toggleStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 2px solid ${colors.navy};
  border-radius: ${layout.pillRadius};
  background: ${colors.white};
  color: ${colors.navy};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${phoneHeaderAction}
`
const Toggle = styled.button(toggleStyle)
const Summary = styled.summary(toggleStyle)

const Wrapper = styled.div`
  ${media.wide} {
    display: none;
  }
  /*
   * While the HTML is still arriving, a <details> whose <summary> is not parsed yet would show
   * the browser's own "Details" label for a frame: keep it out, in a box the toggle will fill.
   */
  min-width: 2.75rem;
  min-height: 2.75rem;
  details:not(:has(> summary)) {
    display: none;
  }
`

/** The page behind the open menu, dimmed; a tap on it closes the menu. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  top: ${layout.headerHeight};
  z-index: -1;
  background: ${colors.backdrop};
`

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100vh - ${layout.headerHeight});
  overflow-y: auto;
  background: ${colors.white};
  border-top: 1px solid ${colors.border};
  box-shadow: ${shadows.raised};
  padding: 0.5rem 1rem 1.25rem;
  &[hidden] {
    display: none;
  }
`
const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${colors.border};
  }
  a {
    display: block;
    padding: 0.8rem 0.25rem;
    color: ${colors.navy};
    font-weight: 600;
    text-decoration: none;
    &[aria-current] {
      text-decoration: underline;
      text-decoration-thickness: 3px;
      text-decoration-color: ${colors.accent};
    }
  }
`
/** Pages outside the nine (the guides): smaller, under them. */
const SecondaryLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0.25rem 0;
  border-top: 1px solid ${colors.border};
  line-height: 2.75rem;
`
/** Two to a row; on the narrowest screens (or zoomed in) one to a row, so no label wraps. */
const PanelActions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr));
  gap: 0.75rem;
  margin-top: 1rem;
  a {
    white-space: nowrap;
  }
`

function MenuPanel({ onLinkChosen, hidden }: { onLinkChosen?: () => void; hidden?: boolean }) {
  const menuCurrent = useMenuCurrent()
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onLinkChosen?.()
  }
  const menuItem = (item: { name: string; href: string }) => (
    <li key={item.href}>
      <a href={item.href} aria-current={menuCurrent(item.href)}>
        {item.name}
      </a>
    </li>
  )
  return (
    <Panel id="mobile-menu" aria-label={siteCopy.menu} hidden={hidden} onClick={closeOnLink}>
      <Links>{navigation.main.map(menuItem)}</Links>
      {navigation.menuSecondary.length > 0 && <SecondaryLinks>{navigation.menuSecondary.map(menuItem)}</SecondaryLinks>}
      <PanelActions>
        <BookNowButton />
        <CallButton />
        <AskFlushyButton tone="secondary" />
        <PricesButton />
      </PanelActions>
    </Panel>
  )
}

/** Whether the visitor opened the native menu before the app arrived (read as the app hydrates). */
const openedBeforeHydration = (): boolean =>
  typeof document !== 'undefined' && document.getElementById('mobile-menu')?.closest('details')?.open === true

/**
 * Before JavaScript runs (or without it) the menu is a native <details> disclosure, so it
 * opens anyway; once hydrated it becomes a button with aria-expanded that closes on navigation.
 */
export function MobileMenu() {
  const hydrated = useHydrated()
  const { urlPathname } = usePageContext()
  // The page the menu was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState(() => (openedBeforeHydration() ? urlPathname : null))
  const open = openOn === urlPathname
  const setOpen = (next: boolean) => setOpenOn(next ? urlPathname : null)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  if (!hydrated) {
    return (
      <Wrapper>
        <details>
          <Summary>
            <Menu aria-hidden size={20} />
            <span>{siteCopy.menu}</span>
          </Summary>
          <Backdrop />
          <MenuPanel />
        </details>
      </Wrapper>
    )
  }
  return (
    <Wrapper>
      <Toggle type="button" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(!open)}>
        {open ? <X aria-hidden size={20} /> : <Menu aria-hidden size={20} />}
        <span>{siteCopy.menu}</span>
      </Toggle>
      {open && <Backdrop onClick={() => setOpen(false)} />}
      <MenuPanel hidden={!open} onLinkChosen={() => setOpen(false)} />
    </Wrapper>
  )
}
