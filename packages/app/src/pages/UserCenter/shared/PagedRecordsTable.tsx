import { Button, Empty, Table, type TableColumn } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import type { PagedRecordsState } from '../../../wallet/usePagedRecords'
import { RecordsPager } from './RecordsPager'

export type PagedRecordsTableProps<T> = {
  /** The page of records from `usePagedRecords`. */
  records: PagedRecordsState<T>
  /** The table's columns. */
  columns: readonly TableColumn<T>[]
  /** Key of a row. */
  rowKey: (row: T) => string
  /** Accessible name of the table. */
  caption: string
}

/**
 * A server-paged record table of the user centre: the rows of the page (the last page stays
 * while the next loads), the pager (sizes 10/30/50/70/100/200, default 20), or a retry when the
 * page could not be loaded.
 */
export function PagedRecordsTable<T>({
  records,
  columns,
  rowKey,
  caption,
}: PagedRecordsTableProps<T>) {
  const { t } = useTranslation()
  if (records.status === 'error')
    return (
      <Empty
        icon="warning"
        title={t('records.error')}
        action={<Button onClick={records.retry}>{t('common.retry')}</Button>}
      />
    )
  const total = records.page?.total ?? 0
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={records.page?.list ?? []}
        rowKey={rowKey}
        loading={records.status === 'loading' && !records.page}
        loadingLabel={t('records.loading')}
        aria-busy={records.status === 'loading' || undefined}
        empty={<Empty title={t('records.empty')} />}
      />
      {total > 0 ? (
        <RecordsPager
          page={records.pageIndex}
          pageSize={records.pageSize}
          total={total}
          onChange={records.setPage}
        />
      ) : null}
    </>
  )
}

PagedRecordsTable.displayName = 'PagedRecordsTable'
