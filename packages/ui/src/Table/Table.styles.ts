import { styled } from 'styled-components'

export const Wrap = styled.div`
  width: 100%;
  overflow-x: auto;
`

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`

export const Th = styled.th<{ $align: 'left' | 'center' | 'right' }>`
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

export const Td = styled.td<{ $align: 'left' | 'center' | 'right' }>`
  height: ${({ theme }) => theme.size.controlLg};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: ${({ $align }) => $align};
`

export const Row = styled.tr`
  &:hover > td {
    background: ${({ theme }) => theme.color.bgHover};
  }
`

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`
