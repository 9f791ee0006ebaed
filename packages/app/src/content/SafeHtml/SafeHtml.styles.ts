import { styled } from 'styled-components'

/** Typography of sanitised article HTML (only the allowed elements need styles). */
export const Body = styled.div`
  max-width: 80ch;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  h2,
  h3,
  h4 {
    margin: ${({ theme }) => `${theme.space[9]} 0 ${theme.space[4]}`};
    color: ${({ theme }) => theme.color.textPrimary};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  table {
    margin: 0 0 ${({ theme }) => theme.space[6]};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[8]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  strong {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  a[href] {
    color: ${({ theme }) => theme.color.brandText};
    text-decoration: underline;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[6]};
    border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.borderStrong};
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    border: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgSunken};
  }
`
