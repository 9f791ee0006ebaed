import { styled, keyframes } from 'styled-components'

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bgCanvas};
  color: ${({ theme }) => theme.color.textPrimary};
`

export const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textOnBrand};
  border-radius: ${({ theme }) => theme.radius.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`

/** A thin bar under the header while the next route loads. */
export const ProgressBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: ${({ theme }) => theme.space[1]};
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndex.toast};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.color.brand};
    animation: ${slide} ${({ theme }) => theme.motion.duration.shimmer}
      ${({ theme }) => theme.motion.easing.standard} infinite;
  }
`
