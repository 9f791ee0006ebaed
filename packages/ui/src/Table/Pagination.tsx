import type { HTMLAttributes } from 'react'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { Select } from '../Select'
import { Pager } from './Table.styles'

export const PAGE_SIZES = [10, 20, 30, 50, 70, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 20

export type PaginationProps = Omit<HTMLAttributes<HTMLElement>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number
  /**
   * Rows per page.
   * @default 20
   */
  pageSize?: number
  /** Total number of rows. */
  total: number
  /** Called with the new page and page size (a size change goes back to page 1). */
  onChange: (details: { page: number; pageSize: number }) => void
  /**
   * Page sizes offered.
   * @default [10, 20, 30, 50, 70, 100, 200]
   */
  pageSizes?: readonly number[]
  /**
   * Label of the page-size select; `{size}` is replaced in option text.
   * @default '{size} / page'
   */
  pageSizeOptionLabel?: string
  /** @default 'Rows per page' */
  pageSizeLabel?: string
  /** @default 'Previous page' */
  previousLabel?: string
  /** @default 'Next page' */
  nextLabel?: string
  /** @default 'Pagination' */
  label?: string
  /**
   * Status text; `{page}`, `{pages}` and `{total}` are replaced.
   * @default 'Page {page} of {pages} · {total} rows'
   */
  statusLabel?: string
}

/** Pager with previous/next and a page-size select (10/20/30/50/70/100/200, default 20). */
export function Pagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  pageSizeOptionLabel = '{size} / page',
  pageSizeLabel = 'Rows per page',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  label = 'Pagination',
  statusLabel = 'Page {page} of {pages} · {total} rows',
  ...rest
}: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const status = statusLabel
    .replace('{page}', String(page))
    .replace('{pages}', String(pages))
    .replace('{total}', String(total))
  return (
    <Pager aria-label={label} {...rest}>
      <span aria-live="polite">{status}</span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={previousLabel}
        icon={<Icon name="chevron" rotate={90} />}
        disabled={page <= 1}
        onClick={() => onChange({ page: page - 1, pageSize })}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-label={nextLabel}
        icon={<Icon name="chevron" rotate={-90} />}
        disabled={page >= pages}
        onClick={() => onChange({ page: page + 1, pageSize })}
      />
      <Select
        size="sm"
        aria-label={pageSizeLabel}
        value={String(pageSize)}
        options={pageSizes.map((size) => ({
          value: String(size),
          label: pageSizeOptionLabel.replace('{size}', String(size)),
        }))}
        onChange={({ value }) => onChange({ page: 1, pageSize: Number(value) })}
      />
    </Pager>
  )
}

Pagination.displayName = 'Pagination'
