import { styled } from 'styled-components'
import { controlBox } from '../shared/field.styles'
import type { ControlBoxProps } from '../shared/field.styles'

export const Box = styled.div<ControlBoxProps>`
  ${controlBox}
  position: relative;
  padding: 0;
  cursor: pointer;
  & > svg {
    position: absolute;
    right: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`

export const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: inherit;
  &:disabled {
    cursor: not-allowed;
  }
  & option {
    background: ${({ theme }) => theme.color.bgRaised};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`
