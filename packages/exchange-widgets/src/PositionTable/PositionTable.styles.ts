import { styled } from 'styled-components'

export { Muted, RecordsRoot as Root } from '../shared/RecordsPanel'
/** A figure in the rise or fall colour (PnL, ROE). */
export { Toned as Signed } from '../shared/frame.styles'

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.size.controlMd};
`

export const SymbolCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`

export const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
    text-align: right;
  }
`

export const Between = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`

/** The share card canvas, scaled down to the dialog's width. */
export const CardCanvas = styled.canvas`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
`

/** The Last/Mark switch of the TP/SL dialog and its warning: the order-entry ones. */
export { Toggle as Segmented, Warning } from '../shared/orderEntry.styles'
