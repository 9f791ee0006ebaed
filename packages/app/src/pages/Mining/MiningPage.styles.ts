import { styled } from 'styled-components'

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[8]};
`

/** The cards of the pools or products. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[6]};
`

export const Rules = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  li + li {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`

export const Prompt = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textSecondary};
`
