import { styled } from 'styled-components'

export const DemoFunds = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.color.infoSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md};
`
