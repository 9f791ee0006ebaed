import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Db } from './connection'
import { unitOfWork } from './unitOfWork'
import type { UnitOfWork, UnitOfWorkLog } from './unitOfWork'

interface Setup {
  db: Db
  uow: UnitOfWork
  /** Adds a row; what the table holds is `rows()`. */
  write: (value: string) => void
  rows: () => string[]
  /** What the hooks did, in order. */
  calls: string[]
  errors: unknown[]
}

function setup(): Setup {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE t (v TEXT NOT NULL)')
  const errors: unknown[] = []
  const log: UnitOfWorkLog = { error: (obj: unknown) => errors.push(obj) }
  const uow = unitOfWork(db, log)
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)')
  const select = db.prepare<[], { v: string }>('SELECT v FROM t ORDER BY rowid')
  return {
    db,
    uow,
    write: (value) => void insert.run(value),
    rows: () => select.all().map((r) => r.v),
    calls: [],
    errors,
  }
}

const boom = () => {
  throw new Error('boom')
}

/** Runs `fn` and swallows the error it is expected to throw. */
function failing(fn: () => unknown): void {
  expect(fn).toThrow('boom')
}

describe('unitOfWork', () => {
  const cases: {
    name: string
    run: (s: Setup) => void
    rows: string[]
    calls: string[]
  }[] = [
    {
      name: 'commits what the function wrote and then runs the after-commit hooks',
      run: (s) =>
        s.uow.transaction(() => {
          s.write('a')
          s.uow.afterCommit(() => s.calls.push(`commit sees ${s.rows().join()}`))
          s.uow.afterRollback(() => s.calls.push('rollback'))
        }),
      rows: ['a'],
      calls: ['commit sees a'],
    },
    {
      name: 'rolls back when the function throws, runs the after-rollback hooks, not the others',
      run: (s) =>
        failing(() =>
          s.uow.transaction(() => {
            s.write('a')
            s.uow.afterCommit(() => s.calls.push('commit'))
            s.uow.afterRollback(() => s.calls.push('rollback'))
            boom()
          }),
        ),
      rows: [],
      calls: ['rollback'],
    },
    {
      name: 'joins the outer transaction: the inner one commits only with it',
      run: (s) =>
        s.uow.transaction(() => {
          s.uow.transaction(() => {
            s.write('inner')
            s.uow.afterCommit(() => s.calls.push('inner commit'))
          })
          s.calls.push(`inner done, open: ${s.uow.inTransaction}`)
          s.write('outer')
        }),
      rows: ['inner', 'outer'],
      calls: ['inner done, open: true', 'inner commit'],
    },
    {
      name: 'rolls back everything when an inner transaction throws through the outer one',
      run: (s) =>
        failing(() =>
          s.uow.transaction(() => {
            s.write('outer')
            s.uow.afterRollback(() => s.calls.push('outer rollback'))
            s.uow.transaction(() => {
              s.write('inner')
              s.uow.afterCommit(() => s.calls.push('inner commit'))
              s.uow.afterRollback(() => s.calls.push('inner rollback'))
              boom()
            })
          }),
        ),
      rows: [],
      calls: ['outer rollback', 'inner rollback'],
    },
    {
      name: 'runs the after-commit hooks in the order they were registered, at any depth',
      run: (s) =>
        s.uow.transaction(() => {
          s.uow.afterCommit(() => s.calls.push('1'))
          s.uow.transaction(() => s.uow.afterCommit(() => s.calls.push('2')))
          s.uow.afterCommit(() => s.calls.push('3'))
        }),
      rows: [],
      calls: ['1', '2', '3'],
    },
    {
      name: 'runs an after-commit hook at once outside a transaction; an after-rollback one never',
      run: (s) => {
        s.uow.afterCommit(() => s.calls.push('at once'))
        s.uow.afterRollback(() => s.calls.push('never'))
      },
      rows: [],
      calls: ['at once'],
    },
    {
      name: 'undoes only a savepoint that throws, with its hooks; the outer transaction goes on',
      run: (s) =>
        s.uow.transaction(() => {
          s.write('outer')
          s.uow.afterCommit(() => s.calls.push('outer commit'))
          failing(() =>
            s.uow.savepoint(() => {
              s.write('inner')
              s.uow.afterCommit(() => s.calls.push('inner commit'))
              s.uow.afterRollback(() => s.calls.push('inner rollback'))
              boom()
            }),
          )
          s.calls.push(`after savepoint: ${s.rows().join()}`)
        }),
      rows: ['outer'],
      calls: ['inner rollback', 'after savepoint: outer', 'outer commit'],
    },
    {
      name: 'keeps a savepoint that returns: it commits with the outer transaction',
      run: (s) =>
        s.uow.transaction(() => {
          s.uow.savepoint(() => {
            s.write('inner')
            s.uow.afterCommit(() => s.calls.push('inner commit'))
          })
        }),
      rows: ['inner'],
      calls: ['inner commit'],
    },
    {
      name: 'runs a savepoint outside a transaction as a transaction of its own',
      run: (s) =>
        failing(() =>
          s.uow.savepoint(() => {
            s.write('a')
            s.uow.afterRollback(() => s.calls.push('rollback'))
            boom()
          }),
        ),
      rows: [],
      calls: ['rollback'],
    },
    {
      name: 'lets a hook open a transaction of its own after the commit',
      run: (s) =>
        s.uow.transaction(() => {
          s.write('first')
          s.uow.afterCommit(() =>
            s.uow.transaction(() => {
              s.write('second')
              s.uow.afterCommit(() => s.calls.push('second commit'))
            }),
          )
        }),
      rows: ['first', 'second'],
      calls: ['second commit'],
    },
  ]

  for (const c of cases) {
    it(c.name, () => {
      const s = setup()
      c.run(s)
      expect(s.rows()).toEqual(c.rows)
      expect(s.calls).toEqual(c.calls)
      expect(s.uow.inTransaction).toBe(false)
      expect(s.db.inTransaction).toBe(false)
      expect(s.errors).toEqual([])
    })
  }

  it('logs a hook that throws and still runs the ones after it', () => {
    const s = setup()
    s.uow.transaction(() => {
      s.uow.afterCommit(boom)
      s.uow.afterCommit(() => s.calls.push('after'))
    })
    expect(s.calls).toEqual(['after'])
    expect(s.errors).toHaveLength(1)
  })

  it('hands a batch every item of the transaction once, at the place of its first item', () => {
    const s = setup()
    const add = s.uow.batch<string>((items) => s.calls.push(`batch ${items.join()}`))
    s.uow.transaction(() => {
      s.uow.afterCommit(() => s.calls.push('before'))
      add('a')
      s.uow.afterCommit(() => s.calls.push('between'))
      s.uow.transaction(() => add('b'))
    })
    add('alone')
    expect(s.calls).toEqual(['before', 'batch a,b', 'between', 'batch alone'])
  })

  it('drops the batch items of a savepoint that throws and of a transaction that rolls back', () => {
    const s = setup()
    const add = s.uow.batch<string>((items) => s.calls.push(`batch ${items.join()}`))
    s.uow.transaction(() => {
      add('kept')
      failing(() =>
        s.uow.savepoint(() => {
          add('undone')
          boom()
        }),
      )
    })
    failing(() =>
      s.uow.transaction(() => {
        add('rolled back')
        boom()
      }),
    )
    expect(s.calls).toEqual(['batch kept'])
  })

  it('takes the write lock at once when asked (BEGIN IMMEDIATE)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'uow-')), 'db.sqlite')
    const mine = new Database(file)
    mine.exec('CREATE TABLE t (v TEXT NOT NULL)')
    const other = new Database(file, { timeout: 0 })
    const otherWrites = () => {
      try {
        other.prepare("INSERT INTO t (v) VALUES ('other')").run()
        return 'written'
      } catch (error) {
        return (error as { code?: string }).code
      }
    }
    const uow = unitOfWork(mine)
    expect(uow.transaction(otherWrites)).toBe('written')
    expect(uow.transaction(otherWrites, { immediate: true })).toBe('SQLITE_BUSY')
    other.close()
    mine.close()
  })

  it('is one per connection, so every holder of the connection shares its transaction', () => {
    const s = setup()
    expect(unitOfWork(s.db)).toBe(s.uow)
    s.uow.transaction(() => expect(unitOfWork(s.db).inTransaction).toBe(true))
  })

  it('refuses to work inside a transaction opened behind its back', () => {
    const s = setup()
    // eslint-disable-next-line no-restricted-syntax -- the transaction the unit of work must refuse
    const raw = s.db.transaction(() => s.uow.transaction(() => s.write('a')))
    expect(raw).toThrow(/outside the unit of work/)
    expect(s.rows()).toEqual([])
  })
})
