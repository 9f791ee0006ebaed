import { styled } from 'styled-components'

/** What the panel lists, in a sentence above its table. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textSecondary};
`

/** The device's name, with the "This device" badge beside it. */
export const DeviceName = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textPrimary};
`
