import { styled, css } from 'styled-components'

export type TabsVariant = 'line' | 'pill'
export type TabsSize = 'sm' | 'md' | 'lg'

export const List = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  align-items: stretch;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.space[2] : theme.space[7])};
  ${({ theme, $variant }) =>
    $variant === 'line'
      ? css`
          border-bottom: ${theme.size.borderWidth} solid ${theme.color.borderSubtle};
        `
      : ''}
`

export const Tab = styled.button<{ $variant: TabsVariant; $size: TabsSize }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme, $size }) =>
    $size === 'sm'
      ? theme.size.controlSm
      : $size === 'lg'
        ? theme.size.controlLg
        : theme.size.controlMd};
  padding: 0 ${({ theme, $variant }) => ($variant === 'pill' ? theme.space[5] : '0')};
  border: 0;
  border-radius: ${({ theme, $variant }) => ($variant === 'pill' ? theme.radius.md : '0')};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme, $size }) =>
    $size === 'sm' ? theme.font.size.sm : $size === 'lg' ? theme.font.size.lg : theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.textPrimary};
    ${({ theme, $variant }) =>
      $variant === 'pill'
        ? css`
            background: ${theme.color.bgActive};
          `
        : css`
            &::after {
              content: '';
              position: absolute;
              left: 0;
              right: 0;
              bottom: calc(-1 * ${theme.size.borderWidth});
              height: ${theme.size.focusRingWidth};
              background: ${theme.color.brand};
            }
          `}
  }
`

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[6]};
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.space[2]};
  }
`
