import styled from '@emotion/styled'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { colors } from '../theme/theme.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${colors.success};
  }
`

export function Checklist({ items }: { items: ReactNode[] }) {
  return (
    <List>
      {items.map((item, index) => (
        <li key={index}>
          <Check aria-hidden size={20} strokeWidth={3} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  )
}
