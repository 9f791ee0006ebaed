import os from 'node:os'
import type { Db } from '../db/connection'

export interface AuditRow {
  id: number
  os_user: string
  command: string
  /** JSON array of the arguments, secrets redacted. */
  args: string
  started_at: number
  finished_at: number | null
  result: 'ok' | 'error' | null
  error: string | null
}

/** Options whose value is a secret: recorded as `[redacted]`. */
const SECRET_OPTIONS = new Set([
  'password',
  'fund-password',
  'new-password',
  'secret',
  'token',
  'ticket',
])

/**
 * The arguments as the audit keeps them: the value of a secret option (`--password x` or
 * `--password=x`) is replaced, so the trail never holds what it would take to act as someone.
 */
export function redactArgs(args: readonly string[]): string[] {
  return args.map((arg, i) => {
    const previous = args[i - 1]
    if (previous?.startsWith('--') && SECRET_OPTIONS.has(previous.slice(2))) return '[redacted]'
    const inline = /^--([^=]+)=/.exec(arg)
    if (inline?.[1] && SECRET_OPTIONS.has(inline[1])) return `--${inline[1]}=[redacted]`
    return arg
  })
}

/**
 * Who runs the CLI on this machine. `userInfo` throws for a uid without a passwd entry (some
 * containers): the uid then stands for the name.
 */
export function osUser(): string {
  try {
    return os.userInfo().username
  } catch {
    return `uid:${process.getuid?.() ?? 'unknown'}`
  }
}

/** The operators' audit trail (`admin_audit`, migration 016). */
export function createAuditLog(db: Db) {
  const q = {
    start: db.prepare(
      `INSERT INTO admin_audit (os_user, command, args, started_at)
       VALUES (@osUser, @command, @args, @at)`,
    ),
    finish: db.prepare(
      'UPDATE admin_audit SET finished_at = ?, result = ?, error = ? WHERE id = ?',
    ),
    newest: db.prepare<[number], AuditRow>(
      'SELECT * FROM admin_audit ORDER BY started_at DESC, id DESC LIMIT ?',
    ),
  }
  return {
    /** Records a command before it runs; returns the row to complete. */
    start: (entry: { osUser: string; command: string; args: readonly string[]; at: number }) =>
      Number(
        q.start.run({ ...entry, args: JSON.stringify(redactArgs(entry.args)) }).lastInsertRowid,
      ),
    finish: (id: number, at: number, error: string | null) =>
      q.finish.run(at, error === null ? 'ok' : 'error', error, id),
    newest: (limit: number) => q.newest.all(limit),
  }
}
