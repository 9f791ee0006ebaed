import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Icon } from '../Icon'

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.textPrimary)};
  font-size: ${({ theme }) => theme.font.size.md};
  &:not(:last-child)::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.size.stepLine};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.color.brand : theme.color.borderDefault)};
  }
`

const Dot = styled.span<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.stepDot};
  height: ${({ theme }) => theme.size.stepDot};
  border-radius: ${({ theme }) => theme.radius.full};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.borderStrong : theme.color.brand)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.color.brand : 'transparent')};
  color: ${({ theme, $state }) =>
    $state === 'current'
      ? theme.color.textOnBrand
      : $state === 'done'
        ? theme.color.brandText
        : theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export type StepsProps = HTMLAttributes<HTMLOListElement> & {
  /** Step titles in order. */
  items: readonly ReactNode[]
  /** Index of the current step (0-based); earlier steps show as done. */
  current: number
  /**
   * Accessible name of the list.
   * @default 'Progress'
   */
  label?: string
}

/** Horizontal progress through a multi-step flow; the current step has `aria-current="step"`. */
export function Steps({ items, current, label = 'Progress', ...rest }: StepsProps) {
  return (
    <List aria-label={label} {...rest}>
      {items.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
        return (
          <Item key={index} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Dot $state={state}>
              {state === 'done' ? <Icon name="check" size="sm" /> : index + 1}
            </Dot>
            <span>{title}</span>
          </Item>
        )
      })}
    </List>
  )
}

Steps.displayName = 'Steps'
