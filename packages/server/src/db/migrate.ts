import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './connection'
import { unitOfWork } from './unitOfWork'

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Reads `NNN_name.sql` files in version order. */
export function readMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction
 * of the unit of work, so a failure leaves the database at the last good version. Returns the
 * versions applied.
 */
export function migrate(db: Db, migrations = readMigrations(), now = Date.now()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  )
  const { transaction } = unitOfWork(db)
  const done: number[] = []
  for (const m of migrations) {
    if (applied.has(m.version)) continue
    transaction(() => {
      db.exec(m.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        now,
      )
    })
    done.push(m.version)
  }
  return done
}
