import { styled, css } from 'styled-components'

export type Placement = 'bottom-start' | 'bottom' | 'bottom-end' | 'top-start' | 'top' | 'top-end'

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`

export const floating = css<{ $placement: Placement }>`
  position: absolute;
  ${({ $placement, theme }) =>
    $placement.startsWith('top')
      ? css`
          bottom: 100%;
          margin-bottom: ${theme.space[3]};
        `
      : css`
          top: 100%;
          margin-top: ${theme.space[3]};
        `}
  ${({ $placement }) =>
    $placement.endsWith('start')
      ? css`
          left: 0;
        `
      : $placement.endsWith('end')
        ? css`
            right: 0;
          `
        : css`
            left: 50%;
            transform: translateX(-50%);
          `}
`

export const Card = styled.div<{ $placement: Placement }>`
  ${floating}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: max-content;
  min-width: ${({ theme }) => theme.size.hoverCardWidth};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.bgRaised};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.textPrimary};
  /* An invisible bridge so the pointer can travel from trigger to card without closing it. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: ${({ theme }) => theme.space[4]};
    ${({ $placement }) => ($placement.startsWith('top') ? 'top: 100%;' : 'bottom: 100%;')}
  }
`
