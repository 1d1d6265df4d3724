import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { colors } from '../theme/theme.ts'

/**
 * A <details>'s summary as a full-width row with its chevron at the end, turned when open: the
 * questions, the booking steps and the form's optional part. `indent` leaves room at the left
 * (for a step's number).
 */
export const disclosureLook = (indent = '1rem') => css`
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.75rem;
    min-height: 3.25rem;
    padding: 0.8rem 1rem 0.8rem ${indent};
    font-weight: 700;
    color: ${colors.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The chevron, drawn by CSS: one rule, not an icon in every question. */
  summary::after {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: 0.3rem;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.15s;
  }
  &[open] summary::after {
    transform: translateY(25%) rotate(225deg);
  }
  @media (prefers-reduced-motion: reduce) {
    summary::after {
      transition: none;
    }
  }
`

/** A question or a section that opens in place, its answer's paragraphs set in under the summary. */
export const Disclosure = styled.details<{ $indent?: string }>`
  ${({ $indent }) => disclosureLook($indent)}
  p {
    margin: 0 1rem 0.9rem ${({ $indent = '1rem' }) => $indent};
  }
`
