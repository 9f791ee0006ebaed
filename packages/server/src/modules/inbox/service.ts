import type { InboxKind, InboxMessage, InboxPage } from '@bourse/api-client'
import type { AppContext } from '../../context'
import type { UserEvents } from '../events/userEvents'
import type { AuthRepo } from '../auth/repo'
import type { SpotOrderRow } from '../spot/repo'
import type { InboxRepo, InboxRow } from './repo'

/**
 * Puts a message in a user's message centre, inside the caller's transaction: it exists exactly
 * when the change it tells of was committed. `ref` names the event, so telling it twice makes one
 * message.
 */
export type Notify = (
  userId: number,
  kind: InboxKind,
  params: Record<string, string>,
  ref?: string,
) => void

/** The message centre (docs/adr/0015): messages, unread counts and `inbox` events. */
export function createInboxService(
  ctx: AppContext,
  repo: InboxRepo,
  events: UserEvents,
  users: Pick<AuthRepo, 'findUserById'>,
) {
  function out(row: InboxRow): InboxMessage {
    return {
      id: String(row.id),
      kind: row.kind as InboxKind,
      params: JSON.parse(row.params) as Record<string, string>,
      read: row.read === 1,
      createdAt: row.created_at,
    }
  }

  const notify: Notify = (userId, kind, params, ref) => {
    const row = repo.insert(userId, kind, JSON.stringify(params), ref ?? null, ctx.clock.now())
    if (row) events.emit(userId, { type: 'inbox', message: out(row) })
  }

  return {
    notify,
    list(
      userId: number,
      body: { pageIndex: number; pageSize: number; unreadOnly?: boolean },
    ): InboxPage {
      const unreadOnly = body.unreadOnly ?? false
      return {
        list: repo.page(userId, unreadOnly, body.pageIndex, body.pageSize).map(out),
        total: repo.count(userId, unreadOnly),
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
        unread: repo.count(userId, true),
        // Every notice shows it, so a fake one is easy to spot (docs/adr/0026).
        antiPhishing: users.findUserById(userId)?.anti_phishing ?? null,
      }
    },
    unread: (userId: number) => ({ unread: repo.count(userId, true) }),
    /** Marks the messages read (all of them without `ids`); answers what stays unread. */
    read(userId: number, ids?: readonly string[]) {
      if (ids) repo.read(userId, ids.map(Number))
      else repo.readAll(userId)
      return { unread: repo.count(userId, true) }
    },
  }
}

export type InboxService = ReturnType<typeof createInboxService>

/**
 * Tells the user a spot order of theirs filled completely. The robot's orders (`robot-` client
 * ids) are its own bookkeeping: its runs report through the robot's events, not one message per order.
 */
export function tellFilled(order: SpotOrderRow, notify: Notify): void {
  if (order.status !== 'filled' || order.client_order_id.startsWith('robot-')) return
  notify(
    order.user_id,
    'order_filled',
    {
      symbol: order.symbol,
      side: order.side,
      quantity: order.filled_quantity,
      quote: order.filled_quote,
    },
    `order:${order.id}`,
  )
}
