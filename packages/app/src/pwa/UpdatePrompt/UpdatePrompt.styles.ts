import { styled } from 'styled-components'

/** Floats over the page's corner: appearing late, it moves nothing on the page. */
export const Dock = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: min(24rem, calc(100vw - 2 * ${({ theme }) => theme.space[6]}));
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`
