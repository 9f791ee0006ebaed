import { NavLink } from 'react-router-dom'
import { styled } from 'styled-components'

export const Frame = styled.div`
  display: grid;
  grid-template-columns: calc(${({ theme }) => theme.space[12]} * 3.5) 1fr;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  padding-top: ${({ theme }) => theme.space[8]};
`

export const Side = styled.nav`
  position: sticky;
  top: calc(${({ theme }) => theme.size.controlLg} + ${({ theme }) => theme.space[10]});
  padding: ${({ theme }) => theme.space[4]} 0;
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
`

export const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[7]}`};
  color: ${({ theme }) => theme.color.textSecondary};
  text-decoration: none;
  border-left: ${({ theme }) => theme.space[1]} solid transparent;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgHover};
  }
  &.active {
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgHover};
    border-left-color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const Content = styled.section`
  min-width: 0;
`
