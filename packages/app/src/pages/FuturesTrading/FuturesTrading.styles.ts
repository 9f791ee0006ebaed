import { styled } from 'styled-components'

/** The perpetual / second-contract switch above the desk. */
export const ProductBar = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} 0`};
  background: ${({ theme }) => theme.color.bgCanvas};
`

/** The latest-trades tab: a fixed height, so the virtualised tape knows its window. */
export const TapeBox = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(${({ theme }) => theme.space[12]} * 6);
`
