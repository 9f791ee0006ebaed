import { Link } from 'react-router-dom'
import { styled } from 'styled-components'

/** The date line and notes above an article's text. */
export const ArticleMeta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`

/** A quiet link back to the list an article belongs to. */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[9]};
  color: ${({ theme }) => theme.color.brandText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
