import { styled } from 'styled-components'

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  max-width: calc(${({ theme }) => theme.space[12]} * 10);
`

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

export const Label = styled.label`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: calc(${({ theme }) => theme.space[12]} * 2);
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.negative : theme.color.borderDefault)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.negative : theme.color.brand)};
  }
`

export const FieldFoot = styled.div<{ $invalid: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  color: ${({ theme, $invalid }) => ($invalid ? theme.color.negative : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Contact = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** The operator's reply in the table: kept readable when long. */
export const Wrapped = styled.span`
  display: block;
  max-width: 40ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

/** A screenshot in the feedback list: a thumbnail that opens the full image. */
export const Shot = styled.img`
  display: block;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  object-fit: cover;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.sm};
`
