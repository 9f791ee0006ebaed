import { chainRule } from '@bourse/rules/wallet'
import { AppError } from '../../errors'
import { createWalletRepo } from '../../modules/wallet/repo'
import { command, UsageError } from './command'
import { idArg, iso, line, operate, userIdArg } from './context'

const DEPOSIT_SEND = 'deposit:send <user-id|account> <coin> <chain> <amount>'
const DEPOSIT_LIST = 'deposit:list [in_progress|success|failed]'
const WITHDRAWAL_LIST = 'withdrawal:list [applied|withdrawn|rejected]'
const WITHDRAWAL_APPROVE = 'withdrawal:approve <id>'
const WITHDRAWAL_REJECT = 'withdrawal:reject <id> <reason...>'

/** A status filter from `allowed`, or '' for every status. */
function statusArg(status: string | undefined, allowed: string[], usage: string): string {
  if (status === undefined) return ''
  if (!allowed.includes(status)) throw new UsageError(usage)
  return status
}

/** Deposits (simulated chains) and withdrawals, which the running server pays out or refuses. */
export const walletCommands = {
  'deposit:send': command({
    audited: true,
    usage: DEPOSIT_SEND,
    summary: "Send a deposit to the user's address on a simulated chain (BANK: credit USD)",
    args: ['user-id|account', 'coin', 'chain', 'amount'],
    run: async ({ args: [who, coinArg, chainArg, value] }, ctx) => {
      const userId = userIdArg(ctx, who)
      const coin = coinArg.toUpperCase()
      const chain = chainArg.toUpperCase()
      if (!chainRule(coin, chain))
        throw new AppError(400, 'wallet.chain.unsupported', `${coin} is not offered on ${chain}`)
      if (!/^\d+(\.\d+)?$/.test(value)) throw new UsageError(DEPOSIT_SEND)
      await operate(ctx, 'deposit.send', { userId, coin, chain, amount: value })
    },
  }),
  'deposit:list': command({
    usage: DEPOSIT_LIST,
    summary: 'Newest deposits (id, user, coin, chain, amount, status, confirmations, sent)',
    optional: ['status'],
    run: ({ args: [status] }, ctx) => {
      const s = statusArg(status, ['in_progress', 'success', 'failed'], DEPOSIT_LIST)
      for (const d of createWalletRepo(ctx.db).recentDeposits(s, 100)) {
        ctx.out(
          line([
            d.id,
            d.user_id,
            d.coin,
            d.chain,
            d.amount,
            d.reason ? `${d.status}:${d.reason}` : d.status,
            d.confirmations,
            iso(d.sent_at),
            d.tx_hash,
          ]),
        )
      }
    },
  }),
  'withdrawal:list': command({
    usage: WITHDRAWAL_LIST,
    summary: 'Newest withdrawals (id, user, coin, chain, amount, fee, status, destination)',
    optional: ['status'],
    run: ({ args: [status] }, ctx) => {
      const s = statusArg(status, ['applied', 'withdrawn', 'rejected'], WITHDRAWAL_LIST)
      for (const w of createWalletRepo(ctx.db).recentWithdrawals(s, 100)) {
        ctx.out(
          line([
            w.id,
            w.user_id,
            w.coin,
            w.chain,
            w.amount,
            w.fee,
            w.reason ? `${w.status}:${w.reason}` : w.status,
            w.address ?? `${w.bank_name ?? ''} ${w.card_number ?? ''} ${w.real_name ?? ''}`,
            iso(w.created_at),
          ]),
        )
      }
    },
  }),
  'withdrawal:approve': command({
    audited: true,
    usage: WITHDRAWAL_APPROVE,
    summary: 'Approve an applied withdrawal: pay it out (applied by the running server)',
    args: ['id'],
    run: async ({ args: [id] }, ctx) => {
      await operate(ctx, 'withdrawal.approve', { id: idArg(id, WITHDRAWAL_APPROVE) })
    },
  }),
  'withdrawal:reject': command({
    audited: true,
    usage: WITHDRAWAL_REJECT,
    summary: 'Reject an applied withdrawal with a reason: the funds return',
    args: ['id'],
    text: { label: '<reason...>' },
    run: async ({ args: [id], text: reason }, ctx) => {
      await operate(ctx, 'withdrawal.reject', { id: idArg(id, WITHDRAWAL_REJECT), reason })
    },
  }),
}
