import { styled } from 'styled-components'
import { surface } from '../shared/frame.styles'
import { segmentButton } from '../shared/orderEntry.styles'

export { FieldBlock, FieldLabel } from '../shared/orderEntry.styles'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${surface}
`

/** The coin select and the network buttons, side by side when there is room. */
export const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
`

/** The network buttons: one per auto-deposit chain of the coin. */
export const Networks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  & > button {
    min-height: ${({ theme }) => theme.size.controlMd};
    padding: 0 ${({ theme }) => theme.space[5]};
    ${segmentButton}
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

export const Notes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
`

/** The QR code beside the address text and its copy button. */
export const AddressBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
`

export const AddressColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 12rem;
`

/** The address in full, breakable anywhere so it never overflows. */
export const AddressText = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  word-break: break-all;
`

/** The QR code's place while the address loads. */
export const QrPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

export const DemoForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.size.borderWidth} dashed
    ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
`

export const DemoTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const DemoNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`

export const DemoRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  & > :first-child {
    flex: 1;
  }
`

export const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.positive};
`
