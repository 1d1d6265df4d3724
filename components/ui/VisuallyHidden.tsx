import styled from '@emotion/styled'
import { visuallyHidden } from './visually-hidden.ts'

/** Words for screen readers only, such as "(opens in a new tab)" or a live announcement. */
export const VisuallyHidden = styled.span(visuallyHidden)
