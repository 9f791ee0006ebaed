import { styled } from 'styled-components'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`

/** The box every state draws in; dashed while empty, highlighted while a file is dragged over. */
export const Zone = styled.div<{ $over: boolean; $empty: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: calc(${({ theme }) => theme.size.controlLg} * 4);
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.size.borderWidth} ${({ $empty }) => ($empty ? 'dashed' : 'solid')}
    ${({ theme, $over }) => ($over ? theme.color.brand : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.color.brandSubtle : theme.color.bgSunken)};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`

export const Accepted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`

export const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: calc(${({ theme }) => theme.size.controlLg} * 5);
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
`

export const Message = styled.p<{ $tone: 'negative' | 'neutral' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'negative' ? theme.color.red : theme.color.textSecondary)};
`

export const FileInput = styled.input`
  display: none;
`
