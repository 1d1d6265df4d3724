import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'
import { business } from '../../data/facts.ts'
import { phoneHeaderActions } from '../ui/shared-styles.ts'

/**
 * On phones what the screen leaves beside the actions: less the page's side padding, the mark and
 * its gap, and the gap before the actions.
 */
const besideActions = `calc(100vw - ${2 * 1 + 2.25 + 0.6 + 0.75 + phoneHeaderActions.widthRem}rem)`

const HomeLink = styled.a`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: ${colors.navy};
  text-decoration: none;
  min-width: 0;
`
/** On one line beside a phone's three actions at 390 px. */
const Name = styled.span`
  display: block;
  font-weight: 800;
  font-size: 1rem;
  ${media.tablet} {
    font-size: 1.125rem;
  }
  line-height: 1.15;
`
/** On phones the name alone: the tagline would wrap to two more lines beside the actions; the home page's heading says the same. */
const Tagline = styled.span`
  display: block;
  font-size: 0.8125rem;
  line-height: 1.25;
  color: ${colors.muted};
  ${media.phone} {
    display: none;
  }
`

/**
 * On phones the words wrap (a name longer than today's) to a width set by the screen alone, not
 * by the actions themselves: a slow phone can paint the header before its actions have arrived,
 * and the logo must not reflow when they do.
 */
const Words = styled.span`
  ${media.phone} {
    max-width: ${besideActions};
  }
`

const MarkSvg = styled.svg`
  flex: none;
  ${media.phone} {
    width: 2.25rem;
    height: 2.25rem;
  }
`

/** The mark: a pipe with a pellet dissolving in the flow. */
function Mark() {
  return (
    <MarkSvg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={colors.navy} />
      <path d="M6 24h28" stroke={colors.water} strokeWidth="8" strokeLinecap="round" />
      <circle cx="16" cy="24" r="3.2" fill={colors.accent} />
      <circle cx="24" cy="24" r="2" fill={colors.accent} opacity="0.7" />
      <circle cx="30" cy="24" r="1.2" fill={colors.accent} opacity="0.5" />
      <path d="M13 15c2-3 4-3 6 0s4 3 6 0" stroke={colors.accent} strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </MarkSvg>
  )
}

export function Logo() {
  return (
    <HomeLink href="/">
      <Mark />
      <Words>
        <Name>{business.name}</Name>
        <Tagline>{business.tagline}</Tagline>
      </Words>
    </HomeLink>
  )
}
