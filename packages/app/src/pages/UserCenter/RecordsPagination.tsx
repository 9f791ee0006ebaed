import { Pagination } from '@bourse/ui'
import { useTranslation } from 'react-i18next'

export type RecordsPaginationProps = {
  page: number
  pageSize: number
  total: number
  onChange: (details: { page: number; pageSize: number }) => void
}

/** The pager of the user centre's record tables (sizes 10/30/50/70/100/200, default 20). */
export function RecordsPagination({ page, pageSize, total, onChange }: RecordsPaginationProps) {
  const { t } = useTranslation()
  if (total <= 0) return null
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      label={t('widget.ordersTable.pagination')}
      pageSizeLabel={t('widget.ordersTable.pageSize')}
      pageSizeOptionLabel={t('widget.ordersTable.pageSizeOption')}
      previousLabel={t('widget.ordersTable.previousPage')}
      nextLabel={t('widget.ordersTable.nextPage')}
      statusLabel={t('widget.ordersTable.pageStatus')}
    />
  )
}

RecordsPagination.displayName = 'RecordsPagination'
