import { styled, keyframes } from 'styled-components'
import type { StatusTone } from '../shared/tone'
import { statusColor } from '../shared/tone'

const enter = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`

export const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space[9]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  pointer-events: none;
`

export const Item = styled.div<{ $tone: StatusTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.size.toastWidth};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bgRaised};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter};
  & > svg {
    color: ${({ theme, $tone }) => statusColor(theme, $tone)};
  }
`
