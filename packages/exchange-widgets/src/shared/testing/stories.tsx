import type { Decorator } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

/*
 * Helpers the widget stories share: a fixed-width frame and the queries and typing their `play`
 * functions repeat. Stories only; the package build leaves this folder out.
 */

/** What `within(canvasElement)` returns. */
export type Canvas = ReturnType<typeof within>

/** Renders the story in a box `width` pixels wide, as a widget sits in its panel. */
export const widthDecorator =
  (width: number): Decorator =>
  (Story) => <div style={{ width }}>{Story()}</div>

/** The text box labelled `name`. */
export const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name })

/** Clears the text box labelled `name` and types `text` into it, key by key. */
export async function typeInto(canvas: Canvas, name: string, text: string) {
  const input = field(canvas, name)
  await userEvent.clear(input)
  await userEvent.type(input, text)
}

/** Clicks the button `name` inside the group labelled `group` (leverage, trigger price...). */
export const pick = (canvas: Canvas, group: string, name: string) =>
  userEvent.click(within(canvas.getByRole('group', { name: group })).getByRole('button', { name }))

/** The data rows of the table named `name`, its header row left out. */
export const tableRows = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1)

/** The data rows of the table named `name`, once checked that there are `count` of them. */
export async function expectTableRows(canvas: Canvas, name: string, count: number) {
  const rows = tableRows(canvas, name)
  await expect(rows).toHaveLength(count)
  return rows
}

/** The text of each cell of `row`. */
export const rowCells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent)

/**
 * The args every records table paged by the server starts from: signed in, ready, page 1 of 20
 * rows, times in UTC, spies for its callbacks.
 */
export const recordsTableArgs = () => ({
  status: 'ready' as const,
  loggedIn: true,
  pageIndex: 1,
  pageSize: 20,
  timeZone: 'UTC',
  onPageChange: fn(),
  onRetry: fn(),
  onLogin: fn(),
})

type PlayContext<A> = { args: A; canvasElement: HTMLElement }

/** A records table's `play` for its empty state: `text` shows. */
export const showsEmpty =
  (text: string) =>
  async ({ canvasElement }: PlayContext<unknown>) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible()
  }

/** A records table's `play` for its error state: the message shows, and retry calls `onRetry`. */
export async function retriesAfterError({
  args,
  canvasElement,
}: PlayContext<{ onRetry?: unknown }>) {
  const canvas = within(canvasElement)
  await expect(canvas.getByRole('alert')).toHaveTextContent('Records could not be loaded.')
  await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
  await expect(args.onRetry).toHaveBeenCalled()
}

/**
 * A records table's `play` for a visitor: no filter named `filter` shows, and the login button
 * calls `onLogin`.
 */
export const asksVisitorToLogIn =
  (filter?: string) =>
  async ({ args, canvasElement }: PlayContext<{ onLogin?: unknown }>) => {
    const canvas = within(canvasElement)
    if (filter) await expect(canvas.queryByRole('combobox', { name: filter })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(args.onLogin).toHaveBeenCalled()
  }

/**
 * The stories of the states every records table has, for its `Empty`, `Loading`, `ErrorState`
 * (named 'Error') and `Visitor` exports: `rows` is the prop of its rows, `emptyText` its empty
 * title, `filter` a filter a visitor must not see.
 */
export function recordsStateStories<K extends string>(rows: K, emptyText: string, filter?: string) {
  const none = { [rows]: [] } as Record<K, never[]>
  return {
    empty: {
      args: { ...none, status: 'empty' as const, total: 0 },
      play: showsEmpty(emptyText),
    },
    loading: { args: { ...none, status: 'loading' as const } },
    error: {
      args: { status: 'error' as const, errorDetail: 'Network timeout' },
      play: retriesAfterError,
    },
    visitor: { args: { loggedIn: false }, play: asksVisitorToLogIn(filter) },
  }
}

/**
 * A records table's `play` that starts from its data rows: checks the table named `table` has
 * `count` of them, then runs `check` with the args, the canvas and the rows.
 */
export const playRows =
  <A,>(
    table: string,
    count: number,
    check: (context: { args: A; canvas: Canvas; rows: HTMLElement[] }) => Promise<void>,
  ) =>
  async ({ args, canvasElement }: PlayContext<A>) => {
    const canvas = within(canvasElement)
    await check({ args, canvas, rows: await expectTableRows(canvas, table, count) })
  }

/** Checks the pager says `text`, then that Next page asks `onPageChange` for page 2. */
export async function turnsPage(canvas: Canvas, args: { onPageChange?: unknown }, text: string) {
  await expect(canvas.getByText(text)).toBeVisible()
  await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
  await expect(args.onPageChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 20 })
}
