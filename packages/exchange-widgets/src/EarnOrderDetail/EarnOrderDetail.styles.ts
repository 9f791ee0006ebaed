import styled from 'styled-components'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`

export const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`

export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 10rem;
`
