import styled from '@emotion/styled'
import { MessageCircle, Phone } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { colors, media } from '../theme/theme.ts'
import { Container } from '../ui/Container.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { SubNav } from './SubNav.tsx'

const Sticky = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${colors.white};
  box-shadow: 0 1px 0 ${colors.border};
`
const Row = styled(Container)`
  position: static;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 4.25rem;
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
`
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`
const HeaderButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0 0.75rem;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`
const PhoneButton = styled(HeaderButton)`
  color: ${colors.navy};
  border: 2px solid ${colors.navy};
  span {
    display: none;
    ${media.tablet} {
      display: inline;
    }
  }
`
const FlushyButton = styled(HeaderButton)`
  background: ${colors.navy};
  color: ${colors.white};
  ${media.phone} {
    span {
      display: none;
    }
  }
`

/** Logo, tagline, tappable phone, Ask Flushy and the menu; on wide screens the sub-navigation. */
export function Header() {
  return (
    <Sticky>
      <Row>
        <Logo />
        <Actions>
          <PhoneButton href={siteConfig.phone.href} aria-label={`Call ${siteConfig.phone.display}`}>
            <Phone aria-hidden size={20} />
            <span>{siteConfig.phone.display}</span>
          </PhoneButton>
          <FlushyButton href="/virtual-assistant" aria-label="Ask Flushy">
            <MessageCircle aria-hidden size={20} />
            <span>Ask Flushy</span>
          </FlushyButton>
          <MobileMenu />
        </Actions>
      </Row>
      <SubNav />
    </Sticky>
  )
}
