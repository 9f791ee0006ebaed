import type { AddressManagerLabels, AddressManagerLabelsInput } from '@bourse/exchange-widgets'
import { useLabels } from './widgetLabels'

/*
 * The wallet widgets' labels (deposit, withdrawal, address book, records, allocation), in their
 * own module so only the user-centre pages load them. Each builder is typed with the widget's
 * complete labels type, so a label added to a widget fails the typecheck until it is translated
 * here. `{name}` placeholders are filled in by the widgets, not by i18next. Chain names
 * (ERC-20, TRC-20, Bitcoin, Ethereum) are the widgets' own: they are the same in every language.
 */

/** The withdrawal address book. */
export function useAddressManagerLabels(): AddressManagerLabelsInput {
  return useLabels((t): Omit<AddressManagerLabels, 'chains'> => ({
    title: t('widget.addressManager.title'),
    addTitle: t('widget.addressManager.addTitle'),
    chain: t('widget.addressManager.chain'),
    address: t('widget.addressManager.address'),
    label: t('widget.addressManager.label'),
    add: t('widget.addressManager.add'),
    adding: t('widget.addressManager.adding'),
    addFailed: t('widget.addressManager.addFailed'),
    list: t('widget.addressManager.list'),
    noLabel: t('widget.addressManager.noLabel'),
    delete: t('widget.addressManager.delete'),
    confirmDelete: t('widget.addressManager.confirmDelete'),
    confirm: t('widget.addressManager.confirm'),
    keep: t('widget.addressManager.keep'),
    deleting: t('widget.addressManager.deleting'),
    deleteFailed: t('widget.addressManager.deleteFailed'),
    select: t('widget.addressManager.select'),
    empty: t('widget.addressManager.empty'),
    emptyChain: t('widget.addressManager.emptyChain'),
    error: t('widget.addressManager.error'),
    retry: t('common.retry'),
    loading: t('widget.addressManager.loading'),
    labelTooLong: t('widget.addressManager.labelTooLong'),
    checks: {
      empty: t('widget.addressManager.checks.empty'),
      format: t('widget.addressManager.checks.format'),
      checksum: t('widget.addressManager.checks.checksum'),
    },
  }))
}
