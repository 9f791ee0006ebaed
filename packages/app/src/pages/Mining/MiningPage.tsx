import type { FinanceProduct, MiningPool, WalletAccount } from '@bourse/api-client'
import {
  EarnOrderDetailConnected,
  EarnProductCard,
  EarnPurchaseDialogConnected,
  MiningEarningsTableConnected,
  MiningOrdersTableConnected,
  SavingsOrdersTableConnected,
  useServerNow,
  useWidgets,
  type EarnOffer,
  type EarnOrderRef,
} from '@bourse/exchange-widgets'
import { financeInterestStart } from '@bourse/rules/earn'
import { Button, Drawer, Empty, Skeleton, Tabs, useToast } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { useApiData } from '../../hooks/useApiData'
import {
  closeLabel,
  loadingLabels,
  recordsLabels,
  savingsRecordsLabels,
  useSiteLabels,
} from '../../i18n/siteLabels'
import { loginHrefFrom } from '../../router/paths'
import { loginFlagAtom } from '../../session/atoms'
import { Columns, Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'
import { WidgetPanel } from '../shared/WidgetPanel'
import { Cards, Prompt, Rules, Stack } from './MiningPage.styles'

const TransferDialog = lazy(() => import('../shared/lazy/TransferDialog'))

type Tab = 'mining' | 'savings'

/** Where a short balance is topped up from: spot is funded from contracts, savings from spot. */
const TRANSFER_INTO: Record<EarnOffer['kind'], { from: WalletAccount; to: WalletAccount }> = {
  mining: { from: 'contract', to: 'spot' },
  savings: { from: 'spot', to: 'financial' },
}

/** The cards of the pools or products, with their loading, error and empty states. */
function OfferCards<T>({
  state,
  emptyTitle,
  render,
}: {
  state: ReturnType<typeof useApiData<T[]>>
  emptyTitle: string
  render: (item: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (state.status === 'loading')
    return (
      <Cards aria-busy>
        <Skeleton width="100%" height="18rem" label={t('common.loading')} />
        <Skeleton width="100%" height="18rem" label={t('common.loading')} />
      </Cards>
    )
  if (state.status === 'error')
    return (
      <Empty
        icon="warning"
        title={t('earn.products.error')}
        action={<Button onClick={state.reload}>{t('common.retry')}</Button>}
      />
    )
  if (state.data.length === 0) return <Empty icon="star" title={emptyTitle} />
  return <Cards>{state.data.map(render)}</Cards>
}

/** A tab's offers, under the visitor's login prompt, beside the rules that apply to them. */
function OffersWithRules({
  title,
  prompt,
  offers,
  rules,
}: {
  title: string
  prompt: ReactNode
  offers: ReactNode
  rules: string[]
}) {
  const { t } = useTranslation()
  return (
    <Columns $ratio={[2, 1]}>
      <Panel>
        <PanelHead>
          <PanelTitle>{title}</PanelTitle>
        </PanelHead>
        <PanelBody>
          {prompt}
          {offers}
        </PanelBody>
      </Panel>
      <Panel>
        <PanelHead>
          <PanelTitle>{t('mining.rules.title')}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <Rules>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Rules>
        </PanelBody>
      </Panel>
    </Columns>
  )
}

/**
 * `/defiFinancial` (`?tab=savings` for the second tab): mining pools and fixed-term savings.
 * Each tab shows its offers as cards with the rules beside them, then the user's orders (and,
 * for mining, the payouts); a row opens the order's detail in a drawer. Visitors see the offers,
 * a login prompt for buying and the records' own login prompts. Purchases pay from the spot
 * account (mining) or the financial account (savings); a short balance links to the transfer
 * dialog. The records load again after a purchase or a transfer out, on balance events and
 * every 30 s while the page is visible.
 */
export function MiningPage() {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'savings' ? 'savings' : 'mining'
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const buyLabels = useSiteLabels(closeLabel)
  const recordLabels = useSiteLabels(recordsLabels)
  const savingsLabels = useSiteLabels(savingsRecordsLabels)
  const detailLabels = useSiteLabels(loadingLabels)

  const pools = useApiData((signal) => client.get('/app/mining/pools', { signal, silent: true }))
  const products = useApiData((signal) =>
    client.get('/app/finance/products', { signal, silent: true }),
  )
  const [buying, setBuying] = useState<EarnOffer | null>(null)
  const [transfer, setTransfer] = useState<EarnOffer | null>(null)
  const [detail, setDetail] = useState<{ kind: EarnOrderRef['kind']; id: string } | null>(null)
  // Counts purchases and transfers out: the records load again on each.
  const [changes, setChanges] = useState(0)
  const { reload: reloadProducts } = products

  const logIn = () => void navigate(loginHrefFrom(`${location.pathname}${location.search}`))
  const offer = (next: EarnOffer) => (loggedIn ? setBuying(next) : logIn())
  const visitorPrompt = loggedIn ? null : (
    <Prompt>
      <span>{t('earn.loginToBuy')}</span>
      <Button variant="primary" onClick={logIn}>
        {t('header.login')}
      </Button>
    </Prompt>
  )
  // The server's day decides when interest starts (a device's clock may be off).
  const interestStartAt = financeInterestStart(useServerNow(60_000))

  const miningTab = (
    <Stack>
      <OffersWithRules
        title={t('mining.pools.title')}
        prompt={visitorPrompt}
        offers={
          <OfferCards<MiningPool>
            state={pools}
            emptyTitle={t('mining.pools.empty')}
            render={(pool) => (
              <EarnProductCard
                key={pool.id}
                offer={{ kind: 'mining', pool }}
                locale={locale}
                onAction={({ offer: picked }) => offer(picked)}
              />
            )}
          />
        }
        rules={[
          t('mining.rules.start'),
          t('mining.rules.payout'),
          t('mining.rules.lock'),
          t('mining.rules.rebate'),
          t('earn.mining.rules.account'),
        ]}
      />
      <WidgetPanel title={t('widget.miningOrdersTable.title')}>
        {(naming) => (
          <MiningOrdersTableConnected
            {...naming}
            loggedIn={loggedIn}
            labels={recordLabels}
            refreshKey={changes}
            onLogin={logIn}
            onOpen={({ order }) => setDetail({ kind: 'mining', id: order.id })}
          />
        )}
      </WidgetPanel>
      <WidgetPanel title={t('widget.miningEarningsTable.title')}>
        {(naming) => (
          <MiningEarningsTableConnected
            {...naming}
            loggedIn={loggedIn}
            labels={recordLabels}
            refreshKey={changes}
            onLogin={logIn}
          />
        )}
      </WidgetPanel>
    </Stack>
  )

  const savingsTab = (
    <Stack>
      <OffersWithRules
        title={t('earn.savings.products')}
        prompt={visitorPrompt}
        offers={
          <OfferCards<FinanceProduct>
            state={products}
            emptyTitle={t('earn.savings.empty')}
            render={(product) => (
              <EarnProductCard
                key={product.id}
                offer={{ kind: 'savings', product }}
                interestStartAt={interestStartAt}
                locale={locale}
                onAction={({ offer: picked }) => offer(picked)}
              />
            )}
          />
        }
        rules={[
          t('earn.savings.rules.start'),
          t('earn.savings.rules.due'),
          t('earn.savings.rules.early'),
          t('earn.savings.rules.account'),
        ]}
      />
      <WidgetPanel title={t('widget.savingsOrdersTable.title')}>
        {(naming) => (
          <SavingsOrdersTableConnected
            {...naming}
            loggedIn={loggedIn}
            labels={savingsLabels}
            refreshKey={changes}
            onLogin={logIn}
            onOpen={({ order }) => setDetail({ kind: 'savings', id: order.id })}
            onTransferredOut={() => {
              toast.show({ message: t('earn.transferredOut'), tone: 'positive' })
              setChanges((n) => n + 1)
              reloadProducts()
            }}
          />
        )}
      </WidgetPanel>
    </Stack>
  )

  return (
    <SimplePage title={t('earn.title')} lead={t('earn.lead')}>
      <Tabs
        label={t('earn.tabs.label')}
        value={tab}
        onChange={({ value }) =>
          setParams(value === 'savings' ? { tab: 'savings' } : {}, { replace: true })
        }
        items={[
          {
            value: 'mining',
            label: t('earn.tabs.mining'),
            content: tab === 'mining' ? miningTab : null,
          },
          {
            value: 'savings',
            label: t('earn.tabs.savings'),
            content: tab === 'savings' ? savingsTab : null,
          },
        ]}
      />
      {loggedIn ? (
        <EarnPurchaseDialogConnected
          offer={buying}
          labels={buyLabels}
          onClose={() => setBuying(null)}
          onTransfer={() => {
            setTransfer(buying)
            setBuying(null)
          }}
          onDone={() => {
            toast.show({ message: t('earn.bought'), tone: 'positive' })
            if (buying?.kind === 'savings') reloadProducts()
            setBuying(null)
            setChanges((n) => n + 1)
          }}
        />
      ) : null}
      {transfer ? (
        <Suspense fallback={null}>
          <TransferDialog
            direction={TRANSFER_INTO[transfer.kind]}
            assets={[
              ...new Set([
                'USDT',
                transfer.kind === 'mining' ? transfer.pool.currency : transfer.product.currency,
              ]),
            ]}
            onClose={() => setTransfer(null)}
          />
        </Suspense>
      ) : null}
      <Drawer
        open={detail !== null}
        title={t('widget.earnOrderDetail.title')}
        closeLabel={t('common.close')}
        onClose={() => setDetail(null)}
      >
        {detail ? (
          <EarnOrderDetailConnected order={detail} labels={detailLabels} refreshKey={changes}>
            {detail.kind === 'mining' ? (
              <MiningEarningsTableConnected
                loggedIn={loggedIn}
                orderId={detail.id}
                labels={recordLabels}
              />
            ) : null}
          </EarnOrderDetailConnected>
        ) : null}
      </Drawer>
    </SimplePage>
  )
}

MiningPage.displayName = 'MiningPage'
