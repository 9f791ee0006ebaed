import styled from 'styled-components'

/** The perpetual / second-contract switch above the desk. */
export const ProductBar = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} 0`};
  background: ${({ theme }) => theme.color.bgCanvas};
`
