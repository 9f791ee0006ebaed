import type { InviteInfo, InviteRecord } from '@bourse/api-client'
import { copyCanvasPng, downloadCanvasPng, useWidgets } from '@bourse/exchange-widgets'
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  formatDateTime,
  Skeleton,
  useToast,
  type TableColumn,
} from '@bourse/ui'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { apiClient } from '../../../api/client'
import { errorMessage } from '../../../errors'
import { useApiData } from '../../../hooks/useApiData'
import { usePagedRecords } from '../../../wallet/usePagedRecords'
import {
  Columns,
  Panel,
  PanelBody,
  PanelHead,
  PanelTabbed,
  PanelTitle,
} from '../../shared/Page.styles'
import { Records } from '../shared/AssetRecords.styles'
import { Actions, Copyable, Lead, PosterBody, WideFact } from './Invite.styles'
import { InvitePosterCanvas } from './InvitePosterCanvas'
import { inviteLink, posterFileName } from './invitePoster'
import { PagedRecordsTable } from '../shared/PagedRecordsTable'
import { Facts, Heading, Stack } from '../shared/UserCenter.styles'

const LEVELS = ['1', '2'] as const
type Level = (typeof LEVELS)[number]

/**
 * `/invite`: the user's invitation code and link with copy buttons, how many registered at
 * levels 1 and 2, the share poster (drawn in the browser, downloadable and copyable) and the
 * records of each level, paged.
 */
export function InvitePage() {
  const { t, i18n } = useTranslation()
  const info = useApiData((signal) => apiClient.get('/app/invite/info', { signal, silent: true }))
  return (
    <Stack>
      <Heading>{t('userCenter.nav.invite')}</Heading>
      <Lead>{t('invite.lead')}</Lead>
      {info.status === 'error' ? (
        <Alert tone="negative" title={t('invite.loadFailed')}>
          {errorMessage(i18n, info.error)}{' '}
          <Button size="sm" variant="ghost" onClick={info.reload}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Columns $ratio={[3, 2]}>
          <InviteFacts info={info.data} />
          <PosterPanel code={info.data?.code} />
        </Columns>
      )}
      <InviteRecords />
    </Stack>
  )
}

InvitePage.displayName = 'InvitePage'

function InviteFacts({ info }: { info: InviteInfo | undefined }) {
  const { t } = useTranslation()
  const link = info ? inviteLink(window.location.origin, info.code) : ''
  const copied = {
    successMessage: t('common.copySucceeded'),
    failureMessage: t('common.copyFailed'),
  }
  return (
    <Panel aria-labelledby="invite-code-title">
      <PanelHead>
        <PanelTitle id="invite-code-title">{t('invite.code')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        {info ? (
          <Facts>
            <div>
              <dt>{t('invite.code')}</dt>
              <dd>
                <Copyable>
                  <strong data-testid="invite-code">{info.code}</strong>
                  <CopyButton text={info.code} label={t('invite.copyCode')} {...copied} />
                </Copyable>
              </dd>
            </div>
            <div>
              <dt>{t('invite.level1Count')}</dt>
              <dd>{info.level1Count}</dd>
            </div>
            <div>
              <dt>{t('invite.level2Count')}</dt>
              <dd>{info.level2Count}</dd>
            </div>
            <WideFact>
              <dt>{t('invite.link')}</dt>
              <dd>
                <Copyable>
                  <span data-testid="invite-link">{link}</span>
                  <CopyButton text={link} label={t('invite.copyLink')} {...copied} />
                </Copyable>
              </dd>
            </WideFact>
          </Facts>
        ) : (
          <Skeleton height="6rem" />
        )}
      </PanelBody>
    </Panel>
  )
}

/** The poster: drawn once the code is known, then saved as a PNG or copied as an image. */
function PosterPanel({ code }: { code: string | undefined }) {
  const { t } = useTranslation()
  const toast = useToast()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const content = useMemo(
    () =>
      code
        ? {
            brand: 'Bourse',
            mark: 'B',
            headline: t('invite.poster.headline'),
            lead: t('invite.poster.lead'),
            codeLabel: t('invite.poster.codeLabel'),
            code,
            link: inviteLink(window.location.origin, code),
            scan: t('invite.poster.scan'),
          }
        : null,
    [code, t],
  )
  const download = () => {
    if (!canvas.current || !code) return
    setProblem(null)
    downloadCanvasPng(canvas.current, posterFileName(code)).catch(() =>
      setProblem(t('invite.poster.downloadFailed')),
    )
  }
  const copy = () => {
    if (!canvas.current) return
    setProblem(null)
    copyCanvasPng(canvas.current).then(
      () => toast.show({ message: t('invite.poster.copied'), tone: 'positive' }),
      () => setProblem(t('invite.poster.copyFailed')),
    )
  }

  return (
    <Panel aria-labelledby="invite-poster-title">
      <PanelHead>
        <PanelTitle id="invite-poster-title">{t('invite.poster.title')}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <PosterBody>
          {content ? (
            <InvitePosterCanvas
              ref={canvas}
              content={content}
              role="img"
              aria-label={t('invite.poster.alt', { code: content.code })}
            />
          ) : (
            <Skeleton height="24rem" width="13.5rem" />
          )}
          <Actions>
            <Button variant="primary" onClick={download} disabled={!code}>
              {t('invite.poster.download')}
            </Button>
            <Button onClick={copy} disabled={!code}>
              {t('invite.poster.copy')}
            </Button>
          </Actions>
          {problem ? (
            <Alert tone="negative" role="alert">
              {problem}
            </Alert>
          ) : null}
        </PosterBody>
      </PanelBody>
    </Panel>
  )
}

/** The invitation records, one tab per level, paged. */
function InviteRecords() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const level: Level = params.get('level') === '2' ? '2' : '1'
  return (
    <Panel aria-labelledby="invite-records-title">
      <PanelHead>
        <PanelTitle id="invite-records-title">{t('invite.records.title')}</PanelTitle>
      </PanelHead>
      <PanelTabbed
        label={t('invite.records.level')}
        value={level}
        onChange={({ value }) => setParams({ level: value }, { replace: true })}
        items={LEVELS.map((value) => ({
          value,
          label: t(`invite.records.level${value}`),
          content: value === level ? <LevelRecords level={level} /> : null,
        }))}
      />
    </Panel>
  )
}

function LevelRecords({ level }: { level: Level }) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const query = useMemo(() => ({ level: Number(level) as 1 | 2 }), [level])
  const records = usePagedRecords(query, (q, page, signal) =>
    apiClient.post('/app/invite/records', { body: { ...q, ...page }, signal, silent: true }),
  )
  const columns: TableColumn<InviteRecord>[] = [
    { prop: 'username', label: t('invite.table.username') },
    {
      prop: 'state',
      label: t('invite.table.state'),
      render: (r) => (
        <Badge tone={r.state === 'verified' ? 'positive' : 'neutral'} size="sm">
          {t(`invite.state.${r.state}`)}
        </Badge>
      ),
    },
    {
      prop: 'registeredAt',
      label: t('invite.table.registeredAt'),
      render: (r) => formatDateTime(r.registeredAt, locale),
    },
    { prop: 'code', label: t('invite.table.code') },
  ]
  return (
    <Records>
      <PagedRecordsTable
        records={records}
        columns={columns}
        rowKey={(r) => `${r.username}-${r.registeredAt}`}
        caption={t(`invite.records.caption${level}`)}
      />
    </Records>
  )
}

export { InvitePage as Component }
