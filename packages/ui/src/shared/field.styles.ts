import { styled, css } from 'styled-components'

export type ControlSize = 'sm' | 'md' | 'lg'

export const controlHeight = { sm: 'controlSm', md: 'controlMd', lg: 'controlLg' } as const

/** Shared look of text-like controls (input, select, number input). */
export type ControlBoxProps = { $size: ControlSize; $invalid: boolean; $disabled: boolean }

export const controlBox = css<ControlBoxProps>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme, $size }) => theme.size[controlHeight[$size]]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.bgHover : theme.color.bgSunken)};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.negative : theme.color.borderDefault)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSecondary : theme.color.textPrimary)};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};

  &:hover {
    border-color: ${({ theme, $invalid, $disabled }) =>
      $invalid
        ? theme.color.negative
        : $disabled
          ? theme.color.borderDefault
          : theme.color.borderStrong};
  }
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.negative : theme.color.brand)};
  }
`

export const bareInput = css`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  outline: none;
  color: inherit;
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`

export const Field = styled.div<{ $block?: boolean }>`
  display: ${({ $block = true }) => ($block ? 'flex' : 'inline-flex')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const FieldMessage = styled.div<{ $tone: 'hint' | 'error' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.negative : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`
