import { afterEach, describe, expect, it } from 'vitest'
import { commands, runAdmin } from '../src/cli/admin'
import type { AdminContext } from '../src/cli/admin'
import { UsageError } from '../src/cli/admin/command'
import { FakeClock } from '../src/clock'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/connection'
import type { Db } from '../src/db/connection'
import { migrate } from '../src/db/migrate'
import { tempDir } from './helpers'

/** What `argv` reads as for its command (argv[0]); a usage error reads as `{ error }`. */
function read(argv: string[]) {
  const [name = '', ...args] = argv
  const command = commands[name]
  if (!command) throw new Error(`no command ${name}`)
  try {
    return command.read(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { error: error.detail ?? error.message }
  }
}

describe('admin CLI: reading a command line', () => {
  const content = ['--lang', 'en', '--title', 'T', '--summary', 'S', '--file', 'b.html']
  it.each<[string[], unknown]>([
    [['users:list'], { args: [], values: {}, text: '' }],
    [['users:list', '10', '5'], { args: ['10', '5'], values: {}, text: '' }],
    [['user:freeze', 'alice@example.com'], { args: ['alice@example.com'] }],
    [['user:freeze', '--', '-5'], { args: ['-5'] }],
    [['feedback:list'], { values: { open: false } }],
    [['feedback:list', '--open'], { values: { open: true } }],
    [['kyc:photo', 'abc', '--out', 'x.jpg'], { args: ['abc'], values: { out: 'x.jpg' } }],
    [['kyc:photo', '--out=x.jpg', 'abc'], { args: ['abc'], values: { out: 'x.jpg' } }],
    [['audit:list', '--limit', '2'], { values: { limit: '2' } }],
    [
      ['content:add', '--kind', 'notice', ...content, '--pinned'],
      {
        args: [],
        values: {
          kind: 'notice',
          lang: 'en',
          title: 'T',
          summary: 'S',
          file: 'b.html',
          pinned: true,
        },
      },
    ],
    [['content:add', '--key', 'k', ...content], { values: { key: 'k', pinned: false } }],
    [['content:edit', '3', '--lang=en', '--title', 'T'], { args: ['3'], values: { title: 'T' } }],
    // Free text is taken word for word, dashes included.
    [['withdrawal:reject', '7', 'Address', '--on', 'a', 'list'], { text: 'Address --on a list' }],
    [
      ['kyc:reject', 'alice', '--reason', 'The', 'photo', '-', 'blurry'],
      { args: ['alice'], text: 'The photo - blurry' },
    ],
    [['kyc:reject', 'alice', '--reason', 'The', '-h', 'photo'], { text: 'The -h photo' }],
    [['kyc:reject', 'alice', '--reason=Blurry', 'photo'], { text: 'Blurry photo' }],
    [['feedback:reply', '3', '--text', '-- thanks  '], { args: ['3'], text: '-- thanks' }],
    [['user:freeze', '--help'], 'help'],
    [['kyc:reject', '-h'], 'help'],
    [['withdrawal:reject', '--help'], 'help'],
  ])('reads %j', (argv, expected) => {
    expect(read(argv)).toMatchObject(expected as object)
  })

  it.each<[string[], string]>([
    [['user:freeze'], 'missing <user-id|account>'],
    [['user:freeze', ''], 'missing <user-id|account>'],
    [['user:freeze', 'alice', 'bob'], "unexpected argument 'bob'"],
    [['market:status', 'BTCUSDT'], 'missing <0|1|2>'],
    [['users:list', '--limit', '5'], 'unknown option --limit'],
    [['content:add', '--password', 'hunter2'], 'unknown option --password'],
    [['content:add', '--kind', 'notice', '--lang', 'en'], 'missing --title <value>'],
    [['content:add', '--kind', 'notice', ...content, 'extra'], "unexpected argument 'extra'"],
    [['content:list', '--kind'], "Option '--kind <value>' argument missing"],
    [['content:add', '--title', '-x'], "Option '--title' argument is ambiguous."],
    [['feedback:list', '--open=yes'], "Option '--open' does not take an argument"],
    [['kyc:photo', 'abc'], 'missing --out <value>'],
    [['kyc:photo', 'abc', '--out', ''], 'missing --out <value>'],
    [['kyc:reject', 'alice', 'blurry'], "unexpected argument 'blurry'"],
    [['kyc:reject', 'alice'], 'missing --reason <text...>'],
    [['kyc:reject', 'alice', '--reason', ' '], 'missing --reason <text...>'],
    [['feedback:reply', '3', 'no', 'flag'], "unexpected argument 'no'"],
    [['withdrawal:reject', '7'], 'missing <reason...>'],
    [['withdrawal:reject'], 'missing <id>'],
  ])('refuses %j: %s', (argv, error) => {
    expect(read(argv)).toEqual({ error: expect.stringContaining(error) as unknown })
  })
})

describe('admin CLI: help and usage errors', () => {
  const dbs: Db[] = []
  afterEach(() => dbs.splice(0).forEach((db) => db.close()))

  function cli(argv: string[]) {
    const dataDir = tempDir()
    const db = openDatabase(dataDir)
    migrate(db)
    dbs.push(db)
    const out: string[] = []
    const err: string[] = []
    const ctx: AdminContext = {
      db,
      clock: new FakeClock(),
      config: loadConfig({ DATA_DIR: dataDir }, { forServer: false }),
      out: (l) => out.push(l),
    }
    const audited = () => db.prepare('SELECT command, error FROM admin_audit').all()
    return { code: runAdmin(argv, ctx, (l) => err.push(l)), out, err, audited }
  }

  it('lists every command in the order of the groups, and how to get one command', async () => {
    const run = cli(['help'])
    expect(await run.code).toBe(0)
    expect(run.out[0]).toBe('usage: npm run admin -w @bourse/server -- <command> [args]\n')
    const names = run.out.slice(1, -1).map((l) => l.trim().split(' ')[0])
    expect(names).toEqual(Object.keys(commands))
    expect(names.slice(0, 5)).toEqual([
      'users:list',
      'user:freeze',
      'user:unfreeze',
      'config:get',
      'config:set',
    ])
    expect(names.at(-1)).toBe('outbox:list')
    expect(run.out.at(-1)).toContain('<command> --help')
    expect(await cli([]).code).toBe(1)
  })

  it.each([
    ['kyc:reject', '--help'],
    ['kyc:reject', '-h'],
    ['help', 'kyc:reject'],
  ])('%s %s shows the usage of one command and records nothing', async (...argv) => {
    const run = cli(argv)
    expect(await run.code).toBe(0)
    expect(run.out).toEqual([
      'usage: npm run admin -w @bourse/server -- kyc:reject <user-id|account> --reason <text...>\n',
      'Refuse the waiting verification with a reason shown to the user (who may resubmit)',
      'Recorded in the audit trail (audit:list).',
    ])
    expect(run.audited()).toEqual([])
  })

  it('says what is wrong, then the usage; exit code 1; an audited command records it', async () => {
    const run = cli(['kyc:photo', 'abc', '--output', 'x'])
    expect(await run.code).toBe(1)
    expect(run.err).toEqual([
      'kyc:photo: unknown option --output',
      'usage: kyc:photo <photoId> --out <file>',
    ])
    expect(run.audited()).toEqual([
      { command: 'kyc:photo', error: 'usage: kyc:photo <photoId> --out <file>' },
    ])
    const unknown = cli(['kyc:nope'])
    expect(await unknown.code).toBe(1)
    expect(unknown.err[0]).toBe('unknown command: kyc:nope')
    expect(await cli(['constructor']).code).toBe(1)
  })
})
