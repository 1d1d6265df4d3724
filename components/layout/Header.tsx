import styled from '@emotion/styled'
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { colors, layout, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'
import { phoneHeaderAction, phoneHeaderActions } from '../ui/shared-styles.ts'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { SubNav } from './SubNav.tsx'
import { routes } from '../../data/routes.ts'
import { siteCopy } from '../../data/content.ts'

const Sticky = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${colors.white};
  box-shadow: 0 1px 0 ${colors.border};
`
const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${layout.headerHeight};
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
`
// Wide screens show the navigation, which names Flushy: the header's button beside it said it twice
// (review 24). There the phone, in words, and Book Now hold the width they end at from the start, as
// on phones: 21 rem, measured in Arial, whose metric twins (Liberation Sans, Arimo) set the same.
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  /* As wide as its three actions from the start, so a first paint before the last of them is parsed
     has them nowhere else (right-aligned, the first would move left as each arrived). */
  ${media.phone} {
    gap: ${phoneHeaderActions.gapRem}rem;
    width: ${phoneHeaderActions.widthRem}rem;
  }
  ${media.wide} {
    width: 21rem;
    justify-content: space-between;
    a[href='${routes.assistant}'] {
      display: none;
    }
  }
`
const HeaderButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0 0.9rem;
  border: 2px solid transparent;
  border-radius: ${layout.pillRadius};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`
/** Words beside an icon that only show where there is room; the icon's link keeps them as its name. */
const Wide = styled.span`
  display: none;
  ${media.wide} {
    display: inline;
  }
`
/** The one word under an icon on phones, part of the link's name (Call 020 …, Ask Flushy). */
const PhoneWord = styled.span`
  ${media.tablet} {
    display: none;
  }
`
/** The phone and Ask Flushy: outlined, a round icon where there is no room for words; booking comes first. */
const SecondaryButton = styled(HeaderButton)`
  color: ${colors.navy};
  border-color: ${colors.navy};
  padding: 0;
  ${phoneHeaderAction}
  ${media.wide} {
    padding: 0 0.9rem;
  }
`
/** The main action on wide screens; phones have it in the fixed bar at the bottom. */
const BookButton = styled(HeaderButton)`
  background: ${colors.accent};
  border-color: ${colors.accent};
  color: ${colors.onAccent};
  &:hover {
    background: ${colors.accentHover};
    border-color: ${colors.accentHover};
  }
  ${media.phone} {
    display: none;
  }
`

/** Logo (with the tagline from tablets up), then the phone, Ask Flushy (below wide screens), Book Now (not on phones, which have the bar) and, below wide screens, the menu; on wide screens the sub-navigation. */
export function Header() {
  return (
    <Sticky>
      <Row>
        <Logo />
        <Actions>
          <SecondaryButton href={siteConfig.phone.href} aria-label={siteCopy.buttons.callPhone}>
            <Phone aria-hidden size={20} />
            <PhoneWord>{siteCopy.buttons.call}</PhoneWord>
            <Wide>{siteConfig.phone.display}</Wide>
          </SecondaryButton>
          <SecondaryButton href={routes.assistant} aria-label={siteCopy.buttons.askFlushy}>
            <MessageCircle aria-hidden size={20} />
            <PhoneWord>{siteCopy.flushy}</PhoneWord>
          </SecondaryButton>
          <BookButton href={routes.booking}>
            <CalendarCheck aria-hidden size={20} />
            {siteCopy.buttons.bookNow}
          </BookButton>
          <MobileMenu />
        </Actions>
      </Row>
      <SubNav />
    </Sticky>
  )
}
