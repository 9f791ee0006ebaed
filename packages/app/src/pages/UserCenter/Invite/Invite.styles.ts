import { styled } from 'styled-components'

/** A value with its copy button; long links break anywhere. */
export const Copyable = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  word-break: break-all;
`

/** The poster preview: the canvas at phone-screen proportions, shown small. */
export const PosterCanvas = styled.canvas`
  display: block;
  width: calc(${({ theme }) => theme.space[12]} * 4);
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 0 0 ${({ theme }) => theme.size.borderWidth}
    ${({ theme }) => theme.color.borderSubtle};
`

export const PosterBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`

/** A fact across every column of its list (the long link). */
export const WideFact = styled.div`
  grid-column: 1 / -1;
`
