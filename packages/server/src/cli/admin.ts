#!/usr/bin/env -S npx tsx --conditions=source
import { chainRule } from '@bourse/rules/wallet'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { systemClock, timerScheduler } from '../clock'
import type { Clock } from '../clock'
import { loadConfig } from '../config'
import type { ServerConfig } from '../config'
import { openDatabase } from '../db/connection'
import type { Db } from '../db/connection'
import { migrate } from '../db/migrate'
import { unitOfWork } from '../db/unitOfWork'
import { AppError } from '../errors'
import { createAuthGuards } from '../modules/auth/guards'
import { createAuditLog, osUser } from './audit'
import { createAuthRepo } from '../modules/auth/repo'
import { createAuthService } from '../modules/auth/service'
import { MARKET_SEEDS } from '../modules/market/catalog'
import { createMarketRepo } from '../modules/market/repo'
import { createContentRepo } from '../modules/content/repo'
import { createContentAdmin } from '../modules/content/service'
import type { TextInput } from '../modules/content/service'
import { createFeedbackRepo } from '../modules/feedback/repo'
import { FEEDBACK_PHOTO_FOLDER, REPLY_MAX_CHARS } from '../modules/feedback/service'
import { isPhotoId, photoFile } from '../modules/uploads/photos'
import { createKycRepo } from '../modules/kyc/repo'
import { kycPhotoFile } from '../modules/kyc/service'
import { createOutboxRepo } from '../modules/messages/repo'
import { createOperatorQueue, enqueueAndWait } from '../modules/operator/queue'
import type { OperatorTable } from '../modules/operator/queue'
import { createRobotRepo } from '../modules/robot/repo'
import { createWalletRepo } from '../modules/wallet/repo'
import { createEarnRepo } from '../modules/earn/repo'
import { amount as units, formatAmount } from '../modules/ledger/money'
import { createSystemRepo } from '../modules/system/repo'
import { InProcessPublisher } from '../ws/publisher'

/** What a command gets: the open database, the clock and somewhere to print. */
export interface AdminContext {
  db: Db
  clock: Clock
  config: ServerConfig
  out: (line: string) => void
  /** How long an operator command waits for the running server to apply it (ms, default 5000). */
  waitMs?: number
}

interface Command {
  usage: string
  summary: string
  /**
   * Recorded in the audit trail (`audit:list`): the command changes something, or copies
   * personal data out of the server (a verification photo). Reads are not recorded.
   */
  audited?: true
  run: (args: string[], ctx: AdminContext) => Promise<void> | void
}

/**
 * Text from users (nicknames, feedback, names, titles, addresses) made safe for the operator's
 * terminal: control characters (C0, DEL, C1: escape sequences that move the cursor, recolour,
 * retitle or rewrite the screen), line and paragraph separators and invisible format characters
 * (bidirectional overrides that reorder what is shown) are printed as visible escapes.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => {
    const code = c.codePointAt(0) ?? 0
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/** One tab-separated output line, each field {@link printable}, so no field can add columns. */
const line = (fields: readonly (string | number | null | undefined)[]) =>
  fields.map((f) => printable(String(f ?? ''))).join('\t')

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger

function auth(ctx: AdminContext) {
  return createAuthService(
    {
      config: ctx.config,
      clock: ctx.clock,
      scheduler: timerScheduler,
      db: ctx.db,
      uow: unitOfWork(ctx.db),
      log: silentLog,
      // The CLI never sends messages.
      sender: { send: async () => undefined },
      publisher: new InProcessPublisher(),
    },
    createAuthRepo(ctx.db),
    createAuthGuards(ctx),
  )
}

function need(args: string[], count: number, usage: string): string[] {
  if (args.length < count || args.slice(0, count).some((a) => a === '')) {
    throw new UsageError(`usage: ${usage}`)
  }
  return args
}

class UsageError extends Error {}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Queues an operator action in `table` for the running server (the one writer of balances) and
 * waits for its result; without a server it stays queued and applies when one starts.
 */
function operate(
  ctx: AdminContext,
  kind: string,
  payload: unknown,
  table: OperatorTable = 'operator_actions',
): Promise<void> {
  return enqueueAndWait(createOperatorQueue(ctx.db, table), kind, payload, {
    now: ctx.clock.now(),
    waitMs: ctx.waitMs ?? 5000,
    out: ctx.out,
  })
}

/** The id of a user given by id or by account (e-mail or phone). */
function userIdArg(ctx: AdminContext, who: string): number {
  const user = /^\d+$/.test(who)
    ? createAuthRepo(ctx.db).findUserById(Number(who))
    : auth(ctx).findUser(who)
  if (!user) throw new AppError(404, 'account.not.found', `No account ${who}`)
  return user.id
}

function idArg(text: string, usage: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`usage: ${usage}`)
  return Number(text)
}

/**
 * `--name value` options and `--name` switches after the positional arguments; anything else,
 * or an option without its value, is a usage error.
 */
function options(
  args: string[],
  spec: { values: string[]; switches?: string[] },
  usage: string,
): { positional: string[]; values: Record<string, string>; switches: Set<string> } {
  const positional: string[] = []
  const values: Record<string, string> = {}
  const switches = new Set<string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const name = arg.startsWith('--') ? arg.slice(2) : null
    if (name === null) positional.push(arg)
    else if (spec.switches?.includes(name)) switches.add(name)
    else if (spec.values.includes(name) && i + 1 < args.length) values[name] = args[++i] ?? ''
    else throw new UsageError(`usage: ${usage}`)
  }
  return { positional, values, switches }
}

function readBody(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    throw new AppError(400, 'request.invalid', `Cannot read ${file}`)
  }
}

const content = (ctx: AdminContext) =>
  createContentAdmin(createContentRepo(ctx.db), () => ctx.clock.now())

const CONTENT_ADD =
  'content:add --kind <notice|help|information|page> --lang <lang> --title <t> --summary <s> --file <body.html> [--slug <slug>] [--pinned] | content:add --key <key> --lang <lang> --title <t> --summary <s> --file <body.html>'
const CONTENT_EDIT =
  'content:edit <id> --lang <lang> [--title <t>] [--summary <s>] [--file <body.html>]'

const DEPOSIT_STATUSES = ['in_progress', 'success', 'failed']
const WITHDRAWAL_STATUSES = ['applied', 'withdrawn', 'rejected']

function statusArg(status: string | undefined, allowed: string[], usage: string): string {
  if (status === undefined) return ''
  if (!allowed.includes(status)) throw new UsageError(`usage: ${usage}`)
  return status
}

/** Every admin command. Later modules add theirs here (kyc:approve, withdrawal:reject, ...). */
export const commands: Record<string, Command> = {
  'users:list': {
    usage: 'users:list [limit] [offset]',
    summary: 'List users (id, account, nickname, state, created)',
    run: ([limit = '100', offset = '0'], ctx) => {
      for (const u of auth(ctx).listUsers(Number(limit), Number(offset))) {
        ctx.out(
          line([
            u.id,
            u.username,
            u.nick_name,
            u.frozen ? 'frozen' : 'active',
            u.invite_code,
            iso(u.created_at),
          ]),
        )
      }
    },
  },
  'user:freeze': {
    audited: true,
    usage: 'user:freeze <user-id|account>',
    summary:
      'Freeze an account: everything available is frozen, positions locked (it may still sign in)',
    run: async (args, ctx) => {
      const [who = ''] = need(args, 1, 'user:freeze <user-id|account>')
      const userId = userIdArg(ctx, who)
      await operate(ctx, 'user.freeze', { userId }, 'account_actions')
    },
  },
  'user:unfreeze': {
    audited: true,
    usage: 'user:unfreeze <user-id|account>',
    summary: 'Unfreeze an account: what the freeze held is returned, positions unlocked',
    run: async (args, ctx) => {
      const [who = ''] = need(args, 1, 'user:unfreeze <user-id|account>')
      const userId = userIdArg(ctx, who)
      await operate(ctx, 'user.unfreeze', { userId }, 'account_actions')
    },
  },
  'config:get': {
    usage: 'config:get [key]',
    summary: 'Show one system configuration value, or all of them',
    run: ([key], ctx) => {
      const repo = createSystemRepo(ctx.db)
      if (!key) {
        for (const row of repo.list()) ctx.out(line([row.config_key, row.config_value]))
        return
      }
      const row = repo.get(key)
      if (!row) throw new AppError(404, 'config.key.unknown', `No configuration value ${key}`)
      ctx.out(printable(row.config_value))
    },
  },
  'config:set': {
    audited: true,
    usage: 'config:set <key> <value>',
    summary: 'Set a system configuration value (online_service, custom_line, custom_whatsapp, ...)',
    run: (args, ctx) => {
      const [key = '', value = ''] = need(args, 2, 'config:set <key> <value>')
      createSystemRepo(ctx.db).set(key, value, ctx.clock.now())
      ctx.out(`${printable(key)} = ${printable(value)}`)
    },
  },
  'market:list': {
    usage: 'market:list',
    summary: 'List markets with their status (0 open, 1 not open, 2 maintenance)',
    run: (_args, ctx) => {
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      for (const m of repo.markets()) ctx.out(line([m.symbol, m.is_open, m.name]))
    },
  },
  'market:status': {
    audited: true,
    usage: 'market:status <SYMBOL> <0|1|2>',
    summary: 'Open (0), close (1, "coin not open") or put under maintenance (2) a market',
    run: (args, ctx) => {
      const [symbol = '', status = ''] = need(args, 2, 'market:status <SYMBOL> <0|1|2>')
      if (!['0', '1', '2'].includes(status))
        throw new UsageError('usage: market:status <SYMBOL> <0|1|2>')
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      const value = Number(status) as 0 | 1 | 2
      if (!repo.setStatus(symbol.toUpperCase(), value, ctx.clock.now()))
        throw new AppError(404, 'market.not.found', `No market ${symbol}`)
      const label = ['open', 'not open', 'under maintenance'][value]
      ctx.out(`${symbol.toUpperCase()} is ${label} (a running server applies it within 2 s)`)
    },
  },
  'robot:runs': {
    usage: 'robot:runs [limit]',
    summary: 'Newest robot runs (id, account, symbol, strategy, status, investment, quote, base)',
    run: ([limit = '50'], ctx) => {
      for (const r of createRobotRepo(ctx.db).recent(Number(limit))) {
        ctx.out(
          line([
            r.id,
            r.username,
            r.symbol,
            r.strategy,
            r.status === 'ended' ? `ended:${r.end_reason ?? ''}` : 'running',
            r.investment,
            r.quote_held,
            r.base_held,
            iso(r.started_at),
          ]),
        )
      }
    },
  },
  'deposit:send': {
    audited: true,
    usage: 'deposit:send <user-id|account> <coin> <chain> <amount>',
    summary: "Send a deposit to the user's address on a simulated chain (BANK: credit USD)",
    run: async (args, ctx) => {
      const usage = 'deposit:send <user-id|account> <coin> <chain> <amount>'
      const [who = '', coinArg = '', chainArg = '', value = ''] = need(args, 4, usage)
      const user = /^\d+$/.test(who)
        ? createAuthRepo(ctx.db).findUserById(Number(who))
        : auth(ctx).findUser(who)
      if (!user) throw new AppError(404, 'account.not.found', `No account ${who}`)
      const coin = coinArg.toUpperCase()
      const chain = chainArg.toUpperCase()
      if (!chainRule(coin, chain))
        throw new AppError(400, 'wallet.chain.unsupported', `${coin} is not offered on ${chain}`)
      if (!/^\d+(\.\d+)?$/.test(value)) throw new UsageError(`usage: ${usage}`)
      await operate(ctx, 'deposit.send', { userId: user.id, coin, chain, amount: value })
    },
  },
  'deposit:list': {
    usage: 'deposit:list [in_progress|success|failed]',
    summary: 'Newest deposits (id, user, coin, chain, amount, status, confirmations, sent)',
    run: ([status], ctx) => {
      const s = statusArg(status, DEPOSIT_STATUSES, 'deposit:list [in_progress|success|failed]')
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
  },
  'withdrawal:list': {
    usage: 'withdrawal:list [applied|withdrawn|rejected]',
    summary: 'Newest withdrawals (id, user, coin, chain, amount, fee, status, destination)',
    run: ([status], ctx) => {
      const s = statusArg(
        status,
        WITHDRAWAL_STATUSES,
        'withdrawal:list [applied|withdrawn|rejected]',
      )
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
  },
  'withdrawal:approve': {
    audited: true,
    usage: 'withdrawal:approve <id>',
    summary: 'Approve an applied withdrawal: pay it out (applied by the running server)',
    run: async (args, ctx) => {
      const [id = ''] = need(args, 1, 'withdrawal:approve <id>')
      await operate(ctx, 'withdrawal.approve', { id: idArg(id, 'withdrawal:approve <id>') })
    },
  },
  'withdrawal:reject': {
    audited: true,
    usage: 'withdrawal:reject <id> <reason...>',
    summary: 'Reject an applied withdrawal with a reason: the funds return',
    run: async (args, ctx) => {
      const usage = 'withdrawal:reject <id> <reason...>'
      const [id = '', ...words] = need(args, 2, usage)
      const reason = words.join(' ').trim()
      if (!reason) throw new UsageError(`usage: ${usage}`)
      await operate(ctx, 'withdrawal.reject', { id: idArg(id, usage), reason })
    },
  },
  'kyc:list': {
    usage: 'kyc:list',
    summary:
      'Verifications waiting for review (id, user, account, type, name, number, photos, submitted)',
    run: (_args, ctx) => {
      const users = createAuthRepo(ctx.db)
      for (const k of createKycRepo(ctx.db).byStatus('to_be_reviewed', 1000)) {
        ctx.out(
          line([
            k.id,
            k.user_id,
            users.findUserById(k.user_id)?.username ?? '',
            k.cert_type,
            k.real_name,
            k.cert_number,
            `front=${k.front}`,
            `back=${k.back ?? '-'}`,
            `hand=${k.hand}`,
            iso(k.submitted_at),
          ]),
        )
      }
    },
  },
  'kyc:approve': {
    audited: true,
    usage: 'kyc:approve <user-id|account>',
    summary: "Approve the user's waiting verification (applied by the running server)",
    run: async (args, ctx) => {
      const [who = ''] = need(args, 1, 'kyc:approve <user-id|account>')
      await operate(ctx, 'kyc.approve', { userId: userIdArg(ctx, who) }, 'kyc_actions')
    },
  },
  'kyc:reject': {
    audited: true,
    usage: 'kyc:reject <user-id|account> --reason <text...>',
    summary: 'Refuse the waiting verification with a reason shown to the user (who may resubmit)',
    run: async (args, ctx) => {
      const usage = 'kyc:reject <user-id|account> --reason <text...>'
      const [who = '', flag, ...words] = need(args, 3, usage)
      const reason = words.join(' ').trim()
      if (flag !== '--reason' || !reason) throw new UsageError(`usage: ${usage}`)
      await operate(ctx, 'kyc.reject', { userId: userIdArg(ctx, who), reason }, 'kyc_actions')
    },
  },
  'kyc:photo': {
    audited: true,
    usage: 'kyc:photo <photoId> --out <file>',
    summary: 'Write a verification photo to a file (mode 0600) for review',
    run: (args, ctx) => {
      const usage = 'kyc:photo <photoId> --out <file>'
      const [photoId = '', flag, out = ''] = need(args, 3, usage)
      if (flag !== '--out' || !out) throw new UsageError(`usage: ${usage}`)
      const row = /^[a-f0-9]{32}$/.test(photoId) ? createKycRepo(ctx.db).photo(photoId) : undefined
      if (!row) throw new AppError(404, 'not.found', `No photo ${photoId}`)
      const bytes = fs.readFileSync(kycPhotoFile(ctx.config.dataDir, row))
      fs.writeFileSync(out, bytes, { mode: 0o600 })
      ctx.out(
        `photo ${row.id} (${row.slot}, ${row.type}, ${bytes.length} bytes, user ${row.user_id}) written to ${out}`,
      )
    },
  },
  'content:list': {
    usage: 'content:list [--kind <kind>] [--lang <lang>]',
    summary: 'Articles and pages (id, kind, key, slug, pinned, published, languages, title)',
    run: (args, ctx) => {
      const usage = 'content:list [--kind <kind>] [--lang <lang>]'
      const { positional, values } = options(args, { values: ['kind', 'lang'] }, usage)
      if (positional.length) throw new UsageError(`usage: ${usage}`)
      for (const { article: a, langs, title } of content(ctx).list(
        values.kind ?? null,
        values.lang ?? null,
      )) {
        ctx.out(
          line([
            a.id,
            a.kind,
            a.key,
            a.slug ?? '-',
            a.pinned ? 'pinned' : '-',
            iso(a.published_at).slice(0, 10),
            langs.join(','),
            title,
          ]),
        )
      }
    },
  },
  'content:add': {
    audited: true,
    usage: CONTENT_ADD,
    summary: 'Add an article (published now), or with --key its text in another language',
    run: (args, ctx) => {
      const { positional, values, switches } = options(
        args,
        {
          values: ['kind', 'lang', 'title', 'summary', 'file', 'slug', 'key'],
          switches: ['pinned'],
        },
        CONTENT_ADD,
      )
      const { kind, lang, title, summary, file, slug, key } = values
      if (positional.length || !lang || !title || !summary || !file)
        throw new UsageError(`usage: ${CONTENT_ADD}`)
      const text: TextInput = { title, summary, bodyHtml: readBody(file) }
      const admin = content(ctx)
      if (key !== undefined) {
        if (kind !== undefined || slug !== undefined || switches.has('pinned'))
          throw new UsageError(`usage: ${CONTENT_ADD}`)
        const article = createContentRepo(ctx.db).byKey(key)
        if (!article || article.removed_at !== null)
          throw new AppError(404, 'content.not.found', `No article ${key}`)
        admin.translate(article.id, lang, text)
        ctx.out(`article ${article.id} (${key}): ${lang} added`)
        return
      }
      if (!kind) throw new UsageError(`usage: ${CONTENT_ADD}`)
      const id = admin.add({
        kind,
        lang,
        ...(slug !== undefined ? { slug } : {}),
        pinned: switches.has('pinned'),
        text,
      })
      ctx.out(`article ${id} added (${kind}, ${lang})`)
    },
  },
  'content:edit': {
    audited: true,
    usage: CONTENT_EDIT,
    summary: "Change an article's title, summary or body in one language",
    run: (args, ctx) => {
      const { positional, values } = options(
        args,
        { values: ['lang', 'title', 'summary', 'file'] },
        CONTENT_EDIT,
      )
      const [id = '', ...rest] = positional
      const { lang, title, summary, file } = values
      if (rest.length || !lang || (title ?? summary ?? file) === undefined)
        throw new UsageError(`usage: ${CONTENT_EDIT}`)
      const articleId = idArg(id, CONTENT_EDIT)
      content(ctx).edit(articleId, lang, {
        ...(title !== undefined ? { title } : {}),
        ...(summary !== undefined ? { summary } : {}),
        ...(file !== undefined ? { bodyHtml: readBody(file) } : {}),
      })
      ctx.out(`article ${articleId}: ${lang} changed`)
    },
  },
  'content:remove': {
    audited: true,
    usage: 'content:remove <id>',
    summary: 'Take an article down in every language (the seed does not bring it back)',
    run: (args, ctx) => {
      const [id = ''] = need(args, 1, 'content:remove <id>')
      const articleId = idArg(id, 'content:remove <id>')
      content(ctx).remove(articleId)
      ctx.out(`article ${articleId} removed`)
    },
  },
  'feedback:list': {
    usage: 'feedback:list [--open]',
    summary: 'Newest feedback (id, user, account, category, status, sent, photo, text)',
    run: (args, ctx) => {
      const usage = 'feedback:list [--open]'
      const { positional, switches } = options(args, { values: [], switches: ['open'] }, usage)
      if (positional.length) throw new UsageError(`usage: ${usage}`)
      const users = createAuthRepo(ctx.db)
      for (const f of createFeedbackRepo(ctx.db).recent(switches.has('open'), 1000)) {
        ctx.out(
          line([
            f.id,
            f.user_id,
            users.findUserById(f.user_id)?.username ?? '',
            f.category,
            f.status,
            iso(f.created_at),
            f.photo_id ?? '-',
            f.content.replace(/\s+/g, ' '),
          ]),
        )
      }
    },
  },
  'feedback:reply': {
    audited: true,
    usage: 'feedback:reply <id> --text <reply...>',
    summary: "Answer a feedback: shown with it and told in the user's message centre",
    run: async (args, ctx) => {
      const usage = 'feedback:reply <id> --text <reply...>'
      const [id = '', flag, ...words] = need(args, 3, usage)
      const text = words.join(' ').trim()
      if (flag !== '--text' || !text) throw new UsageError(`usage: ${usage}`)
      if ([...text].length > REPLY_MAX_CHARS)
        throw new AppError(
          400,
          'request.invalid',
          `A reply has at most ${REPLY_MAX_CHARS} characters`,
        )
      const feedbackId = idArg(id, usage)
      if (!createFeedbackRepo(ctx.db).feedback(feedbackId))
        throw new AppError(404, 'not.found', `No feedback ${feedbackId}`)
      await operate(ctx, 'feedback.reply', { id: feedbackId, text }, 'feedback_actions')
    },
  },
  'feedback:photo': {
    audited: true,
    usage: 'feedback:photo <photoId> --out <file>',
    summary: 'Write a feedback screenshot to a file (mode 0600)',
    run: (args, ctx) => {
      const usage = 'feedback:photo <photoId> --out <file>'
      const [photoId = '', flag, out = ''] = need(args, 3, usage)
      if (flag !== '--out' || !out) throw new UsageError(`usage: ${usage}`)
      const row = isPhotoId(photoId) ? createFeedbackRepo(ctx.db).photo(photoId) : undefined
      if (!row) throw new AppError(404, 'not.found', `No photo ${photoId}`)
      const dir = path.join(ctx.config.dataDir, FEEDBACK_PHOTO_FOLDER)
      const bytes = fs.readFileSync(photoFile(dir, row.id))
      fs.writeFileSync(out, bytes, { mode: 0o600 })
      ctx.out(
        `photo ${row.id} (${row.type}, ${bytes.length} bytes, user ${row.user_id}) written to ${out}`,
      )
    },
  },
  'mining:pools': {
    usage: 'mining:pools',
    summary: 'List the mining pools: terms, open or closed, running orders and their principal',
    run: (_args, ctx) => {
      const repo = createEarnRepo(ctx.db)
      for (const p of repo.pools()) {
        const active = repo.activeMining(p.id)
        const locked = active.amounts.reduce((t, a) => t + units(a), 0n)
        ctx.out(
          line([
            p.id,
            p.name,
            `${p.rate}/${p.rate_unit === 'daily' ? 'day' : 'month'}`,
            `${p.min_amount}-${p.max_amount} ${p.currency}`,
            `earns ${p.earnings_currency}`,
            `${p.term_days}d`,
            `payout ${p.payout_mode}`,
            p.rebate_type === 'inviter' ? `rebate ${p.rebate_ratio}` : 'no rebate',
            p.is_open ? 'open' : 'closed',
            `${active.count} running, ${formatAmount(locked)} ${p.currency} locked`,
          ]),
        )
      }
    },
  },
  'mining:pool': {
    audited: true,
    usage: 'mining:pool <id> open|close',
    summary: 'Open or close a mining pool to new purchases (running orders go on)',
    run: ([id = '', state = ''], ctx) => {
      const usage = 'mining:pool <id> open|close'
      if (state !== 'open' && state !== 'close') throw new UsageError(`usage: ${usage}`)
      if (!createEarnRepo(ctx.db).setPoolOpen(idArg(id, usage), state === 'open'))
        throw new AppError(404, 'mining.pool.not.found', `No mining pool ${id}`)
      ctx.out(`mining pool ${id} ${state === 'open' ? 'open' : 'closed'}`)
    },
  },
  'finance:products': {
    usage: 'finance:products',
    summary: 'List the savings products: term, annual rate, released and surplus funds',
    run: (_args, ctx) => {
      for (const p of createEarnRepo(ctx.db).products())
        ctx.out(
          line([
            p.id,
            p.name,
            `${p.term_days}d`,
            `${p.annual_rate}/year`,
            `${p.min_amount}-${p.max_amount} ${p.currency}`,
            `released ${p.released_funds}`,
            `surplus ${p.surplus_funds}`,
            p.is_open ? 'open' : 'closed',
          ]),
        )
    },
  },
  'finance:product': {
    audited: true,
    usage: 'finance:product <id> open|close',
    summary: 'Open or close a savings product to new purchases (running orders go on)',
    run: ([id = '', state = ''], ctx) => {
      const usage = 'finance:product <id> open|close'
      if (state !== 'open' && state !== 'close') throw new UsageError(`usage: ${usage}`)
      if (!createEarnRepo(ctx.db).setProductOpen(idArg(id, usage), state === 'open'))
        throw new AppError(404, 'finance.product.not.found', `No savings product ${id}`)
      ctx.out(`savings product ${id} ${state === 'open' ? 'open' : 'closed'}`)
    },
  },
  'audit:list': {
    usage: 'audit:list [--limit N]',
    summary: 'Admin commands that changed something, newest first (id, time, OS user, result)',
    run: (args, ctx) => {
      const usage = 'audit:list [--limit N]'
      const { positional, values } = options(args, { values: ['limit'] }, usage)
      const limit = values.limit ?? '50'
      if (positional.length || !/^\d+$/.test(limit) || Number(limit) < 1)
        throw new UsageError(`usage: ${usage}`)
      for (const a of createAuditLog(ctx.db).newest(Math.min(Number(limit), 10_000))) {
        const args = JSON.parse(a.args) as string[]
        ctx.out(
          line([
            a.id,
            iso(a.started_at),
            a.os_user,
            a.result ?? 'unfinished',
            [a.command, ...args].join(' '),
            a.error ?? '',
          ]),
        )
      }
    },
  },
  'outbox:list': {
    usage: 'outbox:list [to]',
    summary: 'Messages the server would have sent, newest first',
    run: ([to], ctx) => {
      for (const m of createOutboxRepo(ctx.db).list(to)) {
        ctx.out(line([m.id, iso(m.created_at), m.channel, m.recipient, m.code ?? '', m.subject]))
      }
    },
  },
}

function help(out: (line: string) => void): void {
  out('usage: npm run admin -w @bourse/server -- <command> [args]\n')
  for (const c of Object.values(commands)) out(`  ${c.usage.padEnd(56)} ${c.summary}`)
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  ctx: AdminContext,
  err = console.error,
): Promise<number> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help') {
    help(ctx.out)
    return name ? 0 : 1
  }
  const command = commands[name]
  if (!command) {
    err(`unknown command: ${name}`)
    help(err)
    return 1
  }
  // Written before the command runs, so one that dies half-way still shows (unfinished).
  const audit = command.audited ? createAuditLog(ctx.db) : null
  const entry = audit?.start({ osUser: osUser(), command: name, args, at: ctx.clock.now() })
  const finish = (error: string | null) => {
    if (audit && entry !== undefined) audit.finish(entry, ctx.clock.now(), error)
  }
  try {
    await command.run(args, ctx)
    finish(null)
    return 0
  } catch (error) {
    finish(error instanceof Error ? error.message : String(error))
    if (error instanceof UsageError || error instanceof AppError) {
      err(error.message)
      return error instanceof UsageError ? 1 : 2
    }
    throw error
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The CLI sends nothing: the production rules of the server's own settings do not bind it.
  const config = loadConfig(process.env, { forServer: false })
  const db = openDatabase(config.dataDir)
  migrate(db)
  const code = await runAdmin(process.argv.slice(2), {
    db,
    clock: systemClock,
    config,
    out: console.log,
  })
  db.close()
  process.exit(code)
}
