import styled from '@emotion/styled'
import { Container } from './Container.tsx'

/** A page of running text (a guide, a legal document): its spacing and its section headings. */
export const ProseArticle = styled(Container)`
  padding-top: clamp(2rem, 6vw, 3.5rem);
  padding-bottom: clamp(2.5rem, 7vw, 4.5rem);
  h2 {
    font-size: 1.375rem;
    margin-top: 2.25rem;
  }
`
