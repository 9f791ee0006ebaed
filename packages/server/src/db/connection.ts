import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

export type Db = Database.Database

/** Files the database keeps beside its main file (WAL mode). */
const SIDE_FILES = ['-wal', '-shm']

/**
 * Opens (creating when needed) the SQLite database under `dataDir`, in WAL mode, readable by its
 * owner only: it holds password hashes, sessions and personal data. The data directory is
 * created 0700; the main file is created (or tightened to) 0600 before SQLite opens it, because
 * SQLite gives its -wal and -shm files the main file's mode (and would create the main file
 * 0644 less the umask).
 */
export function openDatabase(dataDir: string, file = 'bourse.sqlite'): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const main = path.join(dataDir, file)
  fs.closeSync(fs.openSync(main, 'a', 0o600))
  // Files an earlier version created with wider modes are tightened too.
  for (const f of [main, ...SIDE_FILES.map((suffix) => main + suffix)]) {
    try {
      fs.chmodSync(f, 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const db = new Database(main)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.pragma('synchronous = NORMAL')
  return db
}
