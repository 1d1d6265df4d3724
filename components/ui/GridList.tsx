import styled from '@emotion/styled'
import { colors, media } from '../theme/theme.ts'

/**
 * On phones, cards in a row that scrolls sideways, each nearly the column's width so the next one's
 * edge shows, a sliver narrower than its padding (no cut-off words), to say there is more: a page
 * of proof stays one card tall. From tablets up the grid takes over.
 * A row that scrolls must be focusable for a keyboard to scroll it (give it tabIndex 0).
 */
export const phoneRow = `
  ${media.phone} {
    /* Never wider than the column it is in, however many cards it holds; and the containing block of
       what it holds that is positioned (words for screen readers), so the row clips those too. */
    position: relative;
    min-width: 0;
    max-width: 100%;
    grid-auto-flow: column;
    grid-auto-columns: calc(100% - 1.75rem);
    grid-template-columns: none;
    gap: 0.75rem;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-bottom: 0.75rem;
    counter-reset: card;
    > li {
      scroll-snap-align: start;
      counter-increment: card;
    }
    /* A dot per card under the row, the current one filled, where the browser draws them (CSS
       scroll markers); elsewhere the next card's peek says there is more. Swiping does the same.
       A screen reader hears each dot as a tab named by its card's number. */
    scroll-marker-group: after;
    &::scroll-marker-group {
      display: flex;
      justify-content: center;
      gap: 0.25rem;
    }
    /* A 0.75rem dot in a 1.75rem target: the transparent border is the rest of the target. */
    > li::scroll-marker {
      content: '' / counter(card);
      padding: 0.375rem;
      border: 0.5rem solid transparent;
      border-radius: 50%;
      background: ${colors.border} padding-box;
    }
    > li::scroll-marker:target-current {
      background-color: ${colors.navy};
    }
    /* A lone card has nothing to peek at: it takes the row, with no dot under it. */
    &:has(> li:only-child) {
      grid-auto-columns: 100%;
      scroll-marker-group: none;
    }
  }
`

/**
 * A list laid out as a grid: one column on phones (or a sideways row, `$phoneRow`), two on tablets,
 * `$columns` on wide screens. A lone item takes the whole row rather than leaving the rest empty.
 */
export const GridList = styled.ul<{ $columns?: number; $phoneRow?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
    & > li:only-child {
      grid-column: 1 / -1;
    }
  }
  ${({ $columns = 2 }) => ($columns === 2 ? '' : `${media.wide} { grid-template-columns: repeat(${$columns}, 1fr); }`)}
  ${({ $phoneRow }) => ($phoneRow ? phoneRow : '')}
`
