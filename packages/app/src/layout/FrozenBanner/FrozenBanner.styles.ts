import { styled } from 'styled-components'

export const BannerBar = styled.div`
  padding: ${({ theme }) => theme.space[4]} 0;
`
