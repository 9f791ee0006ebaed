import { styled } from 'styled-components'

/** The perpetual / second-contract switch: beside the ticker, or above a stacked desk. */
export const ProductBar = styled.div`
  flex: none;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`

/** The latest-trades tab: the orders area's height, so the virtualised tape knows its window. */
export const TapeBox = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: calc(${({ theme }) => theme.space[12]} * 2);
`
