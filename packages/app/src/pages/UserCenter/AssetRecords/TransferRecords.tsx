import type { Transfer } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { formatAmount, formatDateTime, type TableColumn } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { usePagedRecords } from '../../../wallet/usePagedRecords'
import { Direction, Records } from '../shared/AssetRecords.styles'
import { PagedRecordsTable } from '../shared/PagedRecordsTable'

const NO_FILTERS = {}

/** The user's transfers between their accounts (`POST /app/account/transfer/records`), paged. */
export function TransferRecords({ caption }: { caption: string }) {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const records = usePagedRecords(NO_FILTERS, (_query, page, signal) =>
    client.post('/app/account/transfer/records', { body: page, signal, silent: true }),
  )
  const columns: TableColumn<Transfer>[] = [
    {
      prop: 'createdAt',
      label: t('records.table.time'),
      render: (r) => formatDateTime(r.createdAt, locale),
    },
    {
      prop: 'from',
      label: t('records.table.direction'),
      render: (r) => (
        <Direction>
          {t(`assets.account.${r.from}`)} → {t(`assets.account.${r.to}`)}
        </Direction>
      ),
    },
    { prop: 'asset', label: t('records.table.asset') },
    {
      prop: 'amount',
      label: t('records.table.amount'),
      align: 'right',
      render: (r) => formatAmount(r.amount, { locale }),
    },
  ]
  return (
    <Records>
      <PagedRecordsTable
        records={records}
        columns={columns}
        rowKey={(r) => r.id}
        caption={caption}
      />
    </Records>
  )
}

TransferRecords.displayName = 'TransferRecords'
