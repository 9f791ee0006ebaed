import { styled } from 'styled-components'

/** The centred content column every page uses (1280 = 20 × the 64 token). */
export const PageContainer = styled.div`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space[12]} * 20);
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[8]};
`
