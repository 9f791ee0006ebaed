import type { Db } from '../../db/connection'

export interface RobotKeyRow {
  user_id: number
  key_hash: string
  hint: string
  created_at: number
}

export type RunStatus = 'running' | 'ended'
export type EndReason = 'completed' | 'stopped' | 'market_closed' | 'account_frozen'
export type StepKind = 'start' | 'queue' | 'fetch_price' | 'execute_buy' | 'execute_sell' | 'end'

export interface RobotRunRow {
  id: number
  user_id: number
  client_run_id: string
  symbol: string
  strategy: 'grid' | 'mean_reversion'
  params: string
  investment: string
  status: RunStatus
  end_reason: EndReason | null
  quote_held: string
  base_held: string
  last_price: string | null
  order_count: number
  state: string | null
  started_at: number
  ends_at: number
  ended_at: number | null
}

export interface RobotStepRow {
  run_id: number
  seq: number
  kind: StepKind
  price: string | null
  quantity: string | null
  order_id: string | null
  ts: number
}

/** Storage of robot keys, runs and steps (migration 006). */
export function createRobotRepo(db: Db) {
  const q = {
    key: db.prepare<[number], RobotKeyRow>('SELECT * FROM robot_keys WHERE user_id = ?'),
    setKey: db.prepare(
      `INSERT INTO robot_keys (user_id, key_hash, hint, created_at)
       VALUES (@user_id, @key_hash, @hint, @created_at)
       ON CONFLICT (user_id) DO UPDATE SET key_hash = excluded.key_hash, hint = excluded.hint,
         created_at = excluded.created_at`,
    ),
    run: db.prepare<[number], RobotRunRow>('SELECT * FROM robot_runs WHERE id = ?'),
    byClient: db.prepare<[number, string], RobotRunRow>(
      'SELECT * FROM robot_runs WHERE user_id = ? AND client_run_id = ?',
    ),
    runningOn: db.prepare<[number, string], RobotRunRow>(
      "SELECT * FROM robot_runs WHERE user_id = ? AND symbol = ? AND status = 'running'",
    ),
    running: db.prepare<[], RobotRunRow>(
      "SELECT * FROM robot_runs WHERE status = 'running' ORDER BY id",
    ),
    insertRun: db.prepare(
      `INSERT INTO robot_runs (user_id, client_run_id, symbol, strategy, params, investment,
        status, end_reason, quote_held, base_held, last_price, order_count, state, started_at,
        ends_at, ended_at)
       VALUES (@user_id, @client_run_id, @symbol, @strategy, @params, @investment, 'running',
        NULL, @investment, '0', @last_price, 0, NULL, @started_at, @ends_at, NULL)`,
    ),
    setHeld: db.prepare('UPDATE robot_runs SET quote_held = ?, base_held = ? WHERE id = ?'),
    setDecision: db.prepare(
      'UPDATE robot_runs SET state = ?, last_price = ?, order_count = ? WHERE id = ?',
    ),
    countOrder: db.prepare('UPDATE robot_runs SET order_count = order_count + 1 WHERE id = ?'),
    end: db.prepare(
      "UPDATE robot_runs SET status = 'ended', end_reason = ?, ended_at = ? WHERE id = ?",
    ),
    page: db.prepare<[number, string | null, string | null, number, number], RobotRunRow>(
      `SELECT * FROM robot_runs WHERE user_id = ? AND (? IS NULL OR symbol = ?)
       ORDER BY id DESC LIMIT ? OFFSET ?`,
    ),
    count: db.prepare<[number, string | null, string | null], { n: number }>(
      'SELECT COUNT(*) AS n FROM robot_runs WHERE user_id = ? AND (? IS NULL OR symbol = ?)',
    ),
    recent: db.prepare<[number], RobotRunRow & { username: string }>(
      `SELECT r.*, u.username FROM robot_runs r JOIN users u ON u.id = r.user_id
       ORDER BY r.id DESC LIMIT ?`,
    ),
    steps: db.prepare<[number], RobotStepRow>(
      'SELECT * FROM robot_steps WHERE run_id = ? ORDER BY seq',
    ),
    lastSeq: db.prepare<[number], { seq: number | null }>(
      'SELECT MAX(seq) AS seq FROM robot_steps WHERE run_id = ?',
    ),
    insertStep: db.prepare(
      `INSERT INTO robot_steps (run_id, seq, kind, price, quantity, order_id, ts)
       VALUES (@run_id, @seq, @kind, @price, @quantity, @order_id, @ts)`,
    ),
  }
  return {
    key: (userId: number) => q.key.get(userId),
    setKey: (row: RobotKeyRow) => q.setKey.run(row),
    run: (id: number) => q.run.get(id),
    byClient: (userId: number, clientRunId: string) => q.byClient.get(userId, clientRunId),
    runningOn: (userId: number, symbol: string) => q.runningOn.get(userId, symbol),
    running: () => q.running.all(),
    insertRun(row: {
      user_id: number
      client_run_id: string
      symbol: string
      strategy: string
      params: string
      investment: string
      last_price: string | null
      started_at: number
      ends_at: number
    }): number {
      return Number(q.insertRun.run(row).lastInsertRowid)
    },
    setHeld: (id: number, quoteHeld: string, baseHeld: string) =>
      q.setHeld.run(quoteHeld, baseHeld, id),
    setDecision: (id: number, state: string, lastPrice: string | null, orderCount: number) =>
      q.setDecision.run(state, lastPrice, orderCount, id),
    countOrder: (id: number) => q.countOrder.run(id),
    end: (id: number, reason: EndReason, now: number) => q.end.run(reason, now, id),
    page(userId: number, symbol: string | undefined, pageIndex: number, pageSize: number) {
      const s = symbol ?? null
      return {
        list: q.page.all(userId, s, s, pageSize, (pageIndex - 1) * pageSize),
        total: q.count.get(userId, s, s)?.n ?? 0,
      }
    },
    /** The newest runs of every user (admin CLI). */
    recent: (limit: number) => q.recent.all(limit),
    steps: (runId: number) => q.steps.all(runId),
    /** Appends a step with the next sequence number of its run. */
    addStep(step: Omit<RobotStepRow, 'seq'>): RobotStepRow {
      const row = { ...step, seq: (q.lastSeq.get(step.run_id)?.seq ?? 0) + 1 }
      q.insertStep.run(row)
      return row
    },
  }
}

export type RobotRepo = ReturnType<typeof createRobotRepo>
