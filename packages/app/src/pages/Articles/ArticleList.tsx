import type { ArticleKind } from '@bourse/api-client'
import {
  Badge,
  Button,
  DEFAULT_PAGE_SIZE,
  Empty,
  Icon,
  Input,
  PAGE_SIZES,
  Pagination,
  Spinner,
} from '@bourse/ui'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useArticleList } from '../../content/useContent'
import { errorMessage } from '../../errors'
import { formatDate } from '../../format'
import { Panel } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'
import {
  Item,
  ItemDate,
  ItemHead,
  ItemLink,
  Items,
  ItemSummary,
  Pager,
  Toolbar,
} from './ArticleList.styles'

/** The contract's limit on the search text. */
const MAX_QUERY = 100
/** The contract's last page number: a larger `?page=` would be refused as a bad request. */
const MAX_PAGE_INDEX = 100_000
/** Typing pauses this long before the search runs (Enter runs it at once). */
export const SEARCH_DEBOUNCE_MS = 400

export type ArticleListProps = {
  /** Which articles to list. */
  kind: ArticleKind
  /** Page heading. */
  title: string
  /** Line under the heading. */
  lead: string
  /** Shown when nothing is published. */
  emptyTitle: string
  /** Accessible name of the search box. */
  searchLabel: string
  /** Where an article opens: `?id=` is added. */
  detailPath: string
}

const positive = (value: string | null): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : null
}

const normalise = (text: string) => text.trim().slice(0, MAX_QUERY)

/**
 * A paged, searchable list of published articles, pinned first. The page (`?page=`), page size
 * (`?size=`) and search (`?q=`) live in the URL, so a list can be linked and the back button works.
 */
export function ArticleList({
  kind,
  title,
  lead,
  emptyTitle,
  searchLabel,
  detailPath,
}: ArticleListProps) {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const pageIndex = Math.min(positive(params.get('page')) ?? 1, MAX_PAGE_INDEX)
  const sizeParam = positive(params.get('size'))
  const pageSize = PAGE_SIZES.find((s) => s === sizeParam) ?? DEFAULT_PAGE_SIZE
  const q = normalise(params.get('q') ?? '')
  const list = useArticleList({ kind, pageIndex, pageSize, q })

  const search = (text: string) => {
    const next = normalise(text)
    if (next === q) return
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (next) p.set('q', next)
        else p.delete('q')
        p.delete('page')
        return p
      },
      { replace: true },
    )
  }

  const goTo = ({ page, pageSize: size }: { page: number; pageSize: number }) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (page > 1) p.set('page', String(page))
      else p.delete('page')
      if (size !== DEFAULT_PAGE_SIZE) p.set('size', String(size))
      else p.delete('size')
      return p
    })
  }

  const articles = list.page?.list ?? []
  const total = list.page?.total ?? 0
  let body
  if (list.status === 'error' && !list.page) {
    body = (
      <Empty
        icon="warning"
        title={t('articles.listError')}
        description={errorMessage(i18n, list.error)}
        action={<Button onClick={list.retry}>{t('common.retry')}</Button>}
      />
    )
  } else if (!list.page) {
    body = <Spinner label={t('common.loading')} />
  } else if (articles.length === 0) {
    body = q ? (
      <Empty
        icon="search"
        title={t('articles.search.none', { q })}
        description={t('articles.search.noneBody')}
      />
    ) : (
      <Empty icon="info" title={emptyTitle} description={t('articles.emptyBody')} />
    )
  } else {
    body = (
      <Items aria-busy={list.status === 'loading' || undefined}>
        {articles.map((article) => (
          <Item key={article.id}>
            <ItemHead>
              <ItemLink to={`${detailPath}?id=${encodeURIComponent(article.id)}`}>
                {article.title}
              </ItemLink>
              {article.pinned ? (
                <Badge tone="info" size="sm">
                  {t('articles.pinned')}
                </Badge>
              ) : null}
            </ItemHead>
            <ItemDate dateTime={new Date(article.publishedAt).toISOString()}>
              {formatDate(article.publishedAt)}
            </ItemDate>
            {article.summary ? <ItemSummary>{article.summary}</ItemSummary> : null}
          </Item>
        ))}
      </Items>
    )
  }

  return (
    <SimplePage title={title} lead={lead}>
      <SearchBox value={q} label={searchLabel} onSearch={search} />
      <Panel aria-label={title}>
        {body}
        {list.status === 'error' && list.page ? (
          <Empty
            icon="warning"
            title={t('articles.listError')}
            action={<Button onClick={list.retry}>{t('common.retry')}</Button>}
          />
        ) : null}
        {total > 0 ? (
          <Pager>
            <Pagination
              page={pageIndex}
              pageSize={pageSize}
              pageSizes={PAGE_SIZES}
              total={total}
              onChange={goTo}
              label={t('articles.pager.label')}
              pageSizeLabel={t('articles.pager.size')}
              pageSizeOptionLabel={t('articles.pager.sizeOption')}
              previousLabel={t('articles.pager.previous')}
              nextLabel={t('articles.pager.next')}
              statusLabel={t('articles.pager.status')}
            />
          </Pager>
        ) : null}
      </Panel>
    </SimplePage>
  )
}

ArticleList.displayName = 'ArticleList'

type SearchBoxProps = {
  /** The search in the URL. */
  value: string
  label: string
  onSearch: (text: string) => void
}

/** Search text that runs after a pause in typing, or at once on Enter. */
function SearchBox({ value, label, onSearch }: SearchBoxProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(value)
  // Follow the URL (back button, a link) unless the box already says the same thing.
  useEffect(() => setDraft((d) => (normalise(d) === value ? d : value)), [value])
  const onSearchRef = useLatest(onSearch)
  useEffect(() => {
    if (normalise(draft) === value) return
    const timer = setTimeout(() => onSearchRef.current(draft), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, value, onSearchRef])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft)
  }
  return (
    <Toolbar role="search" onSubmit={submit}>
      <Input
        type="search"
        aria-label={label}
        placeholder={t('articles.search.placeholder')}
        prefix={<Icon name="search" />}
        maxLength={MAX_QUERY}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </Toolbar>
  )
}

function useLatest<T>(value: T) {
  const ref = useRef(value)
  ref.current = value
  return ref
}
