import { styled } from 'styled-components'

export const Root = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
`

export const Box = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.size.checkbox};
  height: ${({ theme }) => theme.size.checkbox};
  margin-top: ${({ theme }) => theme.space[1]};
`

export const NativeCheckbox = styled.input`
  appearance: none;
  margin: 0;
  width: 100%;
  height: 100%;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSunken};
  cursor: inherit;
  &:checked,
  &:indeterminate {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.negative};
  }
  & + svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    color: ${({ theme }) => theme.color.textOnBrand};
    pointer-events: none;
    visibility: hidden;
    stroke-width: 3;
  }
  &:checked + svg {
    visibility: visible;
  }
`

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`

export const Description = styled.span<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.color.negative : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
