import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Icon } from '../Icon'
import type { IconName } from '../Icon'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`

const Title = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`

export type EmptyProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /**
   * Main line.
   * @default 'No data'
   */
  title?: ReactNode
  /**
   * Second line with more detail.
   * @default undefined
   */
  description?: ReactNode
  /**
   * Illustration icon.
   * @default 'search'
   */
  icon?: IconName
  /**
   * Call to action (a Button or link).
   * @default undefined
   */
  action?: ReactNode
}

/** The "nothing here" state of lists, tables and pages. */
export function Empty({
  title = 'No data',
  description,
  icon = 'search',
  action,
  ...rest
}: EmptyProps) {
  return (
    <Root {...rest}>
      <Icon name={icon} size="xl" />
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  )
}

Empty.displayName = 'Empty'
