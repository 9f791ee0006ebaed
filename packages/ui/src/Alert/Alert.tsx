import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Icon } from '../Icon'
import { statusColor, statusIcon, statusSubtle } from '../shared/tone'
import type { StatusTone } from '../shared/tone'

const Root = styled.div<{ $tone: StatusTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => statusSubtle(theme, $tone)};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  & > svg {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme, $tone }) => statusColor(theme, $tone)};
  }
`

const Title = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /**
   * Status colour and icon (success/failure colours do not follow the up/down preference).
   * @default 'info'
   */
  tone?: StatusTone
  /**
   * Bold first line.
   * @default undefined
   */
  title?: ReactNode
  /** Message. */
  children?: ReactNode
}

/** Inline message in the page flow. Negative alerts are announced (`role="alert"`). */
export function Alert({ tone = 'info', title, children, ...rest }: AlertProps) {
  return (
    <Root $tone={tone} role={tone === 'negative' ? 'alert' : 'note'} {...rest}>
      <Icon name={statusIcon[tone]} />
      <div>
        {title ? <Title>{title}</Title> : null}
        {children}
      </div>
    </Root>
  )
}

Alert.displayName = 'Alert'
