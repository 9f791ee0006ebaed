import { Pagination } from '@bourse/ui'
import { useTranslation } from 'react-i18next'

export type RecordsPagerProps = {
  /** The page shown, from 1. */
  page: number
  pageSize: number
  /** Records in all pages. */
  total: number
  /** The user asked for another page or page size. */
  onChange: (next: { page: number; pageSize: number }) => void
}

/** The pager of the user centre's server-paged records, in the site's language (the widgets' pager texts). */
export function RecordsPager({ page, pageSize, total, onChange }: RecordsPagerProps) {
  const { t } = useTranslation()
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

RecordsPager.displayName = 'RecordsPager'
