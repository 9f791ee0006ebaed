import { ledgerTypeValues, type LedgerEntry, type WalletAccount } from '@bourse/api-client'
import { useWidgets } from '@bourse/exchange-widgets'
import { profitTone } from '@bourse/rules'
import {
  formatBalance,
  formatDateTime,
  formatFee,
  Input,
  Select,
  type TableColumn,
} from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { WALLET_ACCOUNTS } from '../../../wallet/balances'
import { ledgerRequest, noLedgerFilters, type LedgerFilters } from '../../../wallet/ledgerFilters'
import { usePagedRecords } from '../../../wallet/usePagedRecords'
import { Filters, Records } from '../shared/AssetRecords.styles'
import { PagedRecordsTable } from '../shared/PagedRecordsTable'
import { Toned } from '../shared/RobotRuns.styles'

export type LedgerRecordsProps = {
  /** Only this account's entries, without an account filter (the financial records). */
  account?: WalletAccount
  /** Accessible name of the table. */
  caption: string
}

/**
 * The user's ledger (`POST /app/wallet/ledger`), newest first and paged on the server, filtered
 * by account, asset, type and a range of days.
 */
export function LedgerRecords({ account, caption }: LedgerRecordsProps) {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const [filters, setFilters] = useState<LedgerFilters>(noLedgerFilters)
  const records = usePagedRecords(filters, (query, page, signal) =>
    client.post('/app/wallet/ledger', {
      body: ledgerRequest(query, page, account),
      signal,
      silent: true,
    }),
  )
  const set = (patch: Partial<LedgerFilters>) => setFilters((f) => ({ ...f, ...patch }))
  const amount = (value: string) => formatBalance(value, { locale })

  const columns: TableColumn<LedgerEntry>[] = [
    {
      prop: 'createdAt',
      label: t('records.table.time'),
      render: (e) => formatDateTime(e.createdAt, locale),
    },
    {
      prop: 'account',
      label: t('records.table.account'),
      render: (e) => t(`assets.account.${e.account}`),
    },
    { prop: 'asset', label: t('records.table.asset') },
    {
      prop: 'type',
      label: t('records.table.type'),
      render: (e) => t(`records.ledgerType.${e.type}`),
    },
    {
      prop: 'amount',
      label: t('records.table.amount'),
      align: 'right',
      render: (e) => (
        <Toned $tone={profitTone(e.amount)}>{formatFee(e.amount, { locale, signed: true })}</Toned>
      ),
    },
    {
      prop: 'balanceAfter',
      label: t('records.table.balanceAfter'),
      align: 'right',
      render: (e) => amount(e.balanceAfter),
    },
  ]

  return (
    <Records>
      <Filters>
        {account ? null : (
          <Select
            label={t('records.filter.account')}
            size="sm"
            value={filters.account}
            onChange={({ value }) => set({ account: value as LedgerFilters['account'] })}
            options={[
              { value: '', label: t('records.filter.allAccounts') },
              ...WALLET_ACCOUNTS.map((a) => ({ value: a, label: t(`assets.account.${a}`) })),
            ]}
          />
        )}
        <Input
          label={t('records.filter.asset')}
          size="sm"
          placeholder={t('records.filter.assetPlaceholder')}
          value={filters.asset}
          maxLength={12}
          onChange={(e) => set({ asset: e.target.value })}
        />
        <Select
          label={t('records.filter.type')}
          size="sm"
          value={filters.type}
          onChange={({ value }) => set({ type: value as LedgerFilters['type'] })}
          options={[
            { value: '', label: t('records.filter.allTypes') },
            ...ledgerTypeValues.map((type) => ({
              value: type,
              label: t(`records.ledgerType.${type}`),
            })),
          ]}
        />
        <Input
          label={t('records.filter.from')}
          size="sm"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
        <Input
          label={t('records.filter.to')}
          size="sm"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Filters>
      <PagedRecordsTable
        records={records}
        columns={columns}
        rowKey={(e) => e.id}
        caption={caption}
      />
    </Records>
  )
}

LedgerRecords.displayName = 'LedgerRecords'
