import { styled } from 'styled-components'

export const Stage = styled.div`
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[8]}`};
  background: radial-gradient(
    ellipse at 50% 0%,
    ${({ theme }) => theme.color.brandSubtle},
    transparent 55%
  );
  flex: 1;
`

export const Card = styled.div`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space[12]} * 7);
  padding: ${({ theme }) => theme.space[10]};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.textSecondary};
`

export const Fields = styled.form`
  margin-top: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`

export const Below = styled.p`
  margin: ${({ theme }) => theme.space[7]} 0 0;
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.color.textSecondary};
  a {
    color: ${({ theme }) => theme.color.brandText};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export const InlineLink = styled.a`
  color: ${({ theme }) => theme.color.brandText};
`

export const CodeAction = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`
