import { styled } from 'styled-components'

/** What the panel or dialog is about, in a sentence: the devices panel's note. */
export { Note } from '../Devices/Devices.styles'

/** The dialog's fields, stacked. */
export const DialogFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`
