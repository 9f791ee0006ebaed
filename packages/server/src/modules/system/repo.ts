import type { Db } from '../../db/connection'

export interface ConfigRow {
  config_key: string
  config_value: string
  is_public: number
  updated_at: number
}

export function createSystemRepo(db: Db) {
  const get = db.prepare<[string], ConfigRow>('SELECT * FROM system_config WHERE config_key = ?')
  const all = db.prepare<[], ConfigRow>('SELECT * FROM system_config ORDER BY config_key')
  const upsert = db.prepare(
    `INSERT INTO system_config (config_key, config_value, is_public, updated_at) VALUES (?, ?, 1, ?)
     ON CONFLICT (config_key) DO UPDATE SET config_value = excluded.config_value, updated_at = excluded.updated_at`,
  )
  return {
    get: (key: string) => get.get(key),
    list: () => all.all(),
    set: (key: string, value: string, now: number) => upsert.run(key, value, now),
  }
}

export type SystemRepo = ReturnType<typeof createSystemRepo>
