import { styled } from 'styled-components'
import { segmentButton } from '../shared/orderEntry.styles'

/** Segmented buttons (leverage, trigger reference): the pressed one is outlined in the brand colour. */
export const Segmented = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  & > button {
    flex: 1 0 auto;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    ${segmentButton}
  }
  & > button[aria-pressed='true'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  & > button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

/** The TP/SL heading with the trigger-reference switch beside it. */
export const TpSlHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & ${Segmented} > button {
    flex: 0 0 auto;
  }
`

export const TpSlFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`
