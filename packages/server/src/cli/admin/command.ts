import { parseArgs } from 'node:util'
import type { AdminContext } from './context'

/** A command line the command cannot take: exit code 1, with what is wrong and the usage. */
export class UsageError extends Error {
  constructor(
    readonly usage: string,
    /** What is wrong (`missing --out`); the message stays the usage, as the audit trail keeps it. */
    readonly detail?: string,
  ) {
    super(`usage: ${usage}`)
  }
}

type OptionSpec = { type: 'string'; required?: true } | { type: 'boolean' }
type OptionSpecs = Record<string, OptionSpec>

/** The parsed options: switches are false when absent, required values always there. */
type Values<O extends OptionSpecs> = {
  [K in keyof O]: O[K] extends { type: 'boolean' }
    ? boolean
    : O[K] extends { required: true }
      ? string
      : string | undefined
}

/**
 * Free text that ends the command line (a reason, a reply): its words are taken as they are,
 * leading dashes included, joined with spaces. It follows the positional arguments, or the
 * option `option` (`--reason a b c`). It is required.
 */
interface TextSpec {
  /** How the usage names it (`<reason...>`). */
  label: string
  option?: string
}

/** One command as a module declares it. */
export interface CommandSpec<
  A extends readonly string[],
  P extends readonly string[],
  O extends OptionSpecs,
> {
  usage: string
  summary: string
  /**
   * Recorded in the audit trail (`audit:list`): the command changes something, or copies
   * personal data out of the server (a verification photo). Reads are not recorded.
   */
  audited?: true
  /** Required positional arguments, named as in the usage; an empty one counts as missing. */
  args?: A
  /** Optional positional arguments after the required ones. */
  optional?: P
  /** `--name value` options and `--name` switches (`required` values must be given, non-empty). */
  options?: O
  text?: TextSpec
  run: (input: Input<A, P, O>, ctx: AdminContext) => Promise<void> | void
}

/** What a command gets from its command line. */
export interface Input<
  A extends readonly string[],
  P extends readonly string[],
  O extends OptionSpecs,
> {
  args: [...{ [K in keyof A]: string }, ...{ [K in keyof P]: string | undefined }]
  values: Values<O>
  /** The free text, trimmed ('' for a command without one). */
  text: string
}

/** {@link Input} as the command table holds it, whatever the command. */
export interface ParsedInput {
  args: string[]
  values: Record<string, string | boolean | undefined>
  text: string
}

/** How a command reads its command line: {@link CommandSpec} without its run. */
type Syntax = Pick<
  CommandSpec<readonly string[], readonly string[], OptionSpecs>,
  'usage' | 'args' | 'optional' | 'options' | 'text'
>

/** A command in the table: reads its command line, then runs. */
export interface Command {
  usage: string
  summary: string
  audited?: true
  /** The parsed command line, or 'help' for `--help`/`-h`; throws {@link UsageError}. */
  read: (argv: readonly string[]) => ParsedInput | 'help'
  run: (input: ParsedInput, ctx: AdminContext) => Promise<void> | void
}

/** Declares a command: its arguments and options (parsed by `node:util` `parseArgs`) and its run. */
export function command<
  const A extends readonly string[] = [],
  const P extends readonly string[] = [],
  const O extends OptionSpecs = Record<never, OptionSpec>,
>(spec: CommandSpec<A, P, O>): Command {
  return {
    usage: spec.usage,
    summary: spec.summary,
    ...(spec.audited ? { audited: true } : {}),
    read: (argv) => readInput(spec, argv),
    // `input` comes from `read` with this spec, so it has the declared shape.
    run: (input, ctx) => spec.run(input as unknown as Input<A, P, O>, ctx),
  }
}

const HELP = { help: { type: 'boolean', short: 'h' } } as const

function readInput(spec: Syntax, argv: readonly string[]): ParsedInput | 'help' {
  const refuse = (detail: string) => new UsageError(spec.usage, detail)
  const declared = spec.options ?? {}
  const options = { ...declared, ...HELP }
  const { head, text } = splitText(spec, argv)
  let parsed
  try {
    parsed = parseArgs({ args: [...head], options, allowPositionals: true, strict: true })
  } catch (error) {
    throw refuse(parseArgsError(error))
  }
  const given = parsed.values as Record<string, string | boolean | undefined>
  if (given.help) return 'help'
  const required = spec.args ?? []
  const { positionals } = parsed
  const extra = positionals[required.length + (spec.optional?.length ?? 0)]
  if (extra !== undefined) throw refuse(`unexpected argument '${extra}'`)
  const missing = required.find((_, i) => !positionals[i])
  if (missing !== undefined) throw refuse(`missing <${missing}>`)
  const values: Record<string, string | boolean | undefined> = {}
  for (const [name, option] of Object.entries(declared)) {
    const value = given[name]
    if (option.type === 'boolean') values[name] = value === true
    else if (option.required && !value) throw refuse(`missing --${name} <value>`)
    else values[name] = value
  }
  if (spec.text && !text) {
    const { option, label } = spec.text
    throw refuse(`missing ${option ? `--${option} ` : ''}${label}`)
  }
  return { args: positionals, values, text: text ?? '' }
}

/** The arguments that go through `parseArgs`, and the free text after them (null: none). */
function splitText(
  spec: Syntax,
  argv: readonly string[],
): { head: readonly string[]; text: string | null } {
  if (!spec.text) return { head: argv, text: null }
  const join = (words: readonly string[]) => words.join(' ').trim()
  const { option } = spec.text
  if (option) {
    const flag = `--${option}`
    const at = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`))
    if (at < 0) return { head: argv, text: null }
    const inline = argv[at] === flag ? [] : [(argv[at] ?? '').slice(flag.length + 1)]
    return { head: argv.slice(0, at), text: join([...inline, ...argv.slice(at + 1)]) }
  }
  // The text starts after the last required positional argument, wherever options stand.
  const { tokens } = parseArgs({
    args: [...argv],
    options: { ...spec.options, ...HELP },
    allowPositionals: true,
    strict: false,
    tokens: true,
  })
  const last = tokens.filter((t) => t.kind === 'positional')[(spec.args?.length ?? 0) - 1]
  if (!last) return { head: argv, text: null }
  return { head: argv.slice(0, last.index + 1), text: join(argv.slice(last.index + 1)) }
}

/** `parseArgs`' complaint in one line (`unknown option --foo`); other errors are bugs. */
function parseArgsError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (!(error instanceof Error) || typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS'))
    throw error
  const unknown = /^Unknown option '([^']*)'/.exec(error.message)
  return unknown ? `unknown option ${unknown[1]}` : error.message.replace(/\s*\n\s*/g, ' ')
}
