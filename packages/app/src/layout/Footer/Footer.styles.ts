import { Link } from 'react-router-dom'
import { styled } from 'styled-components'

export const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.color.bgSurface};
  border-top: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[9]};
  padding: ${({ theme }) => `${theme.space[11]} 0 ${theme.space[10]}`};
`

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

export const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const FooterLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

/** A link the router does not handle: the contact address, a page the server serves itself. */
export const PlainLink = styled.a`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`

export const Tagline = styled.p`
  margin: 0;
  max-width: 36ch;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

export const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[6]} 0`};
  border-top: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Choice = styled.button<{ $active: boolean }>`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.color.textPrimary : 'inherit')};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.regular)};
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`
