import { styled, css } from 'styled-components'
import type { DefaultTheme } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants = (theme: DefaultTheme) =>
  ({
    primary: css`
      background: ${theme.color.brand};
      color: ${theme.color.textOnBrand};
      border-color: ${theme.color.brand};
      &:hover:not(:disabled) {
        background: ${theme.color.brandHover};
        border-color: ${theme.color.brandHover};
      }
    `,
    secondary: css`
      background: ${theme.color.bgRaised};
      color: ${theme.color.textPrimary};
      border-color: ${theme.color.borderDefault};
      &:hover:not(:disabled) {
        background: ${theme.color.bgHover};
        border-color: ${theme.color.borderStrong};
      }
    `,
    danger: css`
      background: ${theme.color.danger};
      color: ${theme.color.textOnDanger};
      border-color: ${theme.color.danger};
      &:hover:not(:disabled) {
        background: ${theme.color.dangerHover};
        border-color: ${theme.color.dangerHover};
      }
    `,
    ghost: css`
      background: transparent;
      color: ${theme.color.textPrimary};
      border-color: transparent;
      &:hover:not(:disabled) {
        background: ${theme.color.bgHover};
      }
    `,
  }) satisfies Record<ButtonVariant, unknown>

const heights = { sm: 'controlSm', md: 'controlMd', lg: 'controlLg' } as const

export const StyledButton = styled.button<{
  $variant: ButtonVariant
  $size: ButtonSize
  $block: boolean
  $iconOnly: boolean
}>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme, $size }) => theme.size[heights[$size]]};
  min-width: ${({ theme, $size, $iconOnly }) => ($iconOnly ? theme.size[heights[$size]] : 'auto')};
  padding: 0
    ${({ theme, $size, $iconOnly }) =>
      $iconOnly
        ? '0'
        : $size === 'sm'
          ? theme.space[4]
          : $size === 'lg'
            ? theme.space[7]
            : theme.space[6]};
  border: ${({ theme }) => theme.size.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) =>
    $size === 'sm' ? theme.font.size.sm : $size === 'lg' ? theme.font.size.lg : theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  ${({ theme, $variant }) => variants(theme)[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`

export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`
