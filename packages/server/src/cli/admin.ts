#!/usr/bin/env -S npx tsx --conditions=source
import { pathToFileURL } from 'node:url'
import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { openDatabase } from '../db/connection'
import { migrate } from '../db/migrate'
import { AppError } from '../errors'
import { createAuditLog, osUser } from './audit'
import { UsageError } from './admin/command'
import type { Command, ParsedInput } from './admin/command'
import { configCommands } from './admin/config'
import { contentCommands } from './admin/content'
import type { AdminContext } from './admin/context'
import { printable } from './admin/context'
import { earnCommands } from './admin/earn'
import { feedbackCommands } from './admin/feedback'
import { kycCommands } from './admin/kyc'
import { marketCommands } from './admin/markets'
import { recordCommands } from './admin/records'
import { userCommands } from './admin/users'
import { walletCommands } from './admin/wallet'

export type { AdminContext } from './admin/context'
export { printable } from './admin/context'

/** Every admin command, in the order `help` lists them; one file per group under `admin/`. */
export const commands: Record<string, Command> = {
  ...userCommands,
  ...configCommands,
  ...marketCommands,
  ...walletCommands,
  ...kycCommands,
  ...contentCommands,
  ...feedbackCommands,
  ...earnCommands,
  ...recordCommands,
}

const RUN = 'npm run admin -w @bourse/server --'

function help(out: (line: string) => void): void {
  out(`usage: ${RUN} <command> [args]\n`)
  for (const c of Object.values(commands)) out(`  ${c.usage.padEnd(56)} ${c.summary}`)
  out(`\n${RUN} <command> --help shows one command.`)
}

function commandHelp(command: Command, out: (line: string) => void): void {
  out(`usage: ${RUN} ${command.usage}\n`)
  out(command.summary)
  if (command.audited) out('Recorded in the audit trail (audit:list).')
}

/** The command line, or the usage error it makes (run, and recorded, like any other error). */
function read(command: Command, args: string[]): ParsedInput | 'help' | UsageError {
  try {
    return command.read(args)
  } catch (error) {
    if (error instanceof UsageError) return error
    throw error
  }
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  ctx: AdminContext,
  err = console.error,
): Promise<number> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    // `help <command>` is that command's help.
    const topic = args[0] !== undefined && Object.hasOwn(commands, args[0]) ? args[0] : null
    if (topic) commandHelp(commands[topic] as Command, ctx.out)
    else help(ctx.out)
    return name ? 0 : 1
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command) {
    err(`unknown command: ${printable(name)}`)
    help(err)
    return 1
  }
  const input = read(command, args)
  if (input === 'help') {
    commandHelp(command, ctx.out)
    return 0
  }
  // Written before the command runs, so one that dies half-way still shows (unfinished).
  const audit = command.audited ? createAuditLog(ctx.db) : null
  const entry = audit?.start({ osUser: osUser(), command: name, args, at: ctx.clock.now() })
  const finish = (error: string | null) => {
    if (audit && entry !== undefined) audit.finish(entry, ctx.clock.now(), error)
  }
  try {
    if (input instanceof UsageError) throw input
    await command.run(input, ctx)
    finish(null)
    return 0
  } catch (error) {
    finish(error instanceof Error ? error.message : String(error))
    if (error instanceof UsageError) {
      if (error.detail) err(`${name}: ${printable(error.detail)}`)
      err(error.message)
      return 1
    }
    if (error instanceof AppError) {
      err(error.message)
      return 2
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
