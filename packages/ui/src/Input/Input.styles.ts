import { styled } from 'styled-components'
import { bareInput, controlBox } from '../shared/field.styles'
import type { ControlBoxProps } from '../shared/field.styles'

export const Box = styled.div<ControlBoxProps>`
  ${controlBox}
`

export const NativeInput = styled.input`
  ${bareInput}
`

export const RevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`
