import fs from 'node:fs'
import { AppError } from '../../errors'
import { createContentRepo } from '../../modules/content/repo'
import { createContentAdmin } from '../../modules/content/service'
import type { TextInput } from '../../modules/content/service'
import { command, UsageError } from './command'
import type { AdminContext } from './context'
import { idArg, iso, line } from './context'

const CONTENT_ADD =
  'content:add --kind <notice|help|information|page> --lang <lang> --title <t> --summary <s> --file <body.html> [--slug <slug>] [--pinned] | content:add --key <key> --lang <lang> --title <t> --summary <s> --file <body.html>'
const CONTENT_EDIT =
  'content:edit <id> --lang <lang> [--title <t>] [--summary <s>] [--file <body.html>]'

function readBody(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    throw new AppError(400, 'request.invalid', `Cannot read ${file}`)
  }
}

const content = (ctx: AdminContext) =>
  createContentAdmin(createContentRepo(ctx.db), () => ctx.clock.now())

/** Articles and pages (notices, help, information): list, add, translate, edit, take down. */
export const contentCommands = {
  'content:list': command({
    usage: 'content:list [--kind <kind>] [--lang <lang>]',
    summary: 'Articles and pages (id, kind, key, slug, pinned, published, languages, title)',
    options: { kind: { type: 'string' }, lang: { type: 'string' } },
    run: ({ values }, ctx) => {
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
  }),
  'content:add': command({
    audited: true,
    usage: CONTENT_ADD,
    summary: 'Add an article (published now), or with --key its text in another language',
    options: {
      kind: { type: 'string' },
      lang: { type: 'string', required: true },
      title: { type: 'string', required: true },
      summary: { type: 'string', required: true },
      file: { type: 'string', required: true },
      slug: { type: 'string' },
      key: { type: 'string' },
      pinned: { type: 'boolean' },
    },
    run: ({ values: { kind, lang, title, summary, file, slug, key, pinned } }, ctx) => {
      const text: TextInput = { title, summary, bodyHtml: readBody(file) }
      const admin = content(ctx)
      if (key !== undefined) {
        if (kind !== undefined || slug !== undefined || pinned) throw new UsageError(CONTENT_ADD)
        const article = createContentRepo(ctx.db).byKey(key)
        if (!article || article.removed_at !== null)
          throw new AppError(404, 'content.not.found', `No article ${key}`)
        admin.translate(article.id, lang, text)
        ctx.out(`article ${article.id} (${key}): ${lang} added`)
        return
      }
      if (!kind) throw new UsageError(CONTENT_ADD)
      const id = admin.add({ kind, lang, ...(slug !== undefined ? { slug } : {}), pinned, text })
      ctx.out(`article ${id} added (${kind}, ${lang})`)
    },
  }),
  'content:edit': command({
    audited: true,
    usage: CONTENT_EDIT,
    summary: "Change an article's title, summary or body in one language",
    args: ['id'],
    options: {
      lang: { type: 'string', required: true },
      title: { type: 'string' },
      summary: { type: 'string' },
      file: { type: 'string' },
    },
    run: ({ args: [id], values: { lang, title, summary, file } }, ctx) => {
      if ((title ?? summary ?? file) === undefined) throw new UsageError(CONTENT_EDIT)
      const articleId = idArg(id, CONTENT_EDIT)
      content(ctx).edit(articleId, lang, {
        ...(title !== undefined ? { title } : {}),
        ...(summary !== undefined ? { summary } : {}),
        ...(file !== undefined ? { bodyHtml: readBody(file) } : {}),
      })
      ctx.out(`article ${articleId}: ${lang} changed`)
    },
  }),
  'content:remove': command({
    audited: true,
    usage: 'content:remove <id>',
    summary: 'Take an article down in every language (the seed does not bring it back)',
    args: ['id'],
    run: ({ args: [id] }, ctx) => {
      const articleId = idArg(id, 'content:remove <id>')
      content(ctx).remove(articleId)
      ctx.out(`article ${articleId} removed`)
    },
  }),
}
