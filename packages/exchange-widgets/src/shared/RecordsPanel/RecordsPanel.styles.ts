import { styled } from 'styled-components'
import { surface } from '../frame.styles'

/*
 * The frame every records table shares (spot orders, futures orders, second-contract orders,
 * positions): the root, the toolbar of filters and the centred login / error state.
 */

/** Root of a records table: full width, its rows never wrap. */
export const RecordsRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-width: 0;
  ${surface}

  /* Cells never wrap: a long row scrolls sideways inside the table's own scroller. */
  td,
  th {
    white-space: nowrap;
  }
`

/** The bar of views, filters and bulk actions above the table. */
export const RecordsToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.size.controlMd};
`

/** One filter select of the toolbar. */
export const RecordsFilter = styled.div`
  min-width: 8rem;
`

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

/** A status badge with a short note (reason, close method) under it; the column stays narrow. */
export const StackedStatus = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`

/** Centres the visitor and error states where the table would be. */
export const RecordsCentered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
`
