import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'

export interface ArticleRow {
  id: number
  key: string
  kind: string
  slug: string | null
  pinned: number
  published_at: number
  updated_at: number
  removed_at: number | null
}

export interface ArticleTextRow {
  article_id: number
  lang: string
  title: string
  summary: string
  body_html: string
  body_text: string
  updated_at: number
}

/** An article with the text served for one language (the asked one, else English). */
export type ArticleWithText = ArticleRow & Omit<ArticleTextRow, 'article_id' | 'updated_at'>

export type NewArticle = Pick<ArticleRow, 'key' | 'kind' | 'slug' | 'pinned' | 'published_at'>
export type NewText = Omit<ArticleTextRow, 'updated_at'>

export interface ListFilter {
  kind: string
  lang: string
  /** A LIKE pattern (escaped with `\`), or null for no search. */
  pattern: string | null
}

/**
 * The text row served for `@lang`: the article's own in that language, else its English one.
 * Used in a join, so every article with neither is left out.
 */
const SERVED = `t.lang = COALESCE(
    (SELECT lang FROM article_texts WHERE article_id = a.id AND lang = @lang),
    'en')`

const LISTED = `a.kind = @kind AND a.removed_at IS NULL
  AND (@pattern IS NULL OR t.title LIKE @pattern ESCAPE '\\'
    OR t.summary LIKE @pattern ESCAPE '\\' OR t.body_text LIKE @pattern ESCAPE '\\')`

export function createContentRepo(db: Db) {
  const q = {
    page: db.prepare<[ListFilter & { limit: number; offset: number }], ArticleWithText>(
      `SELECT a.*, t.lang, t.title, t.summary, t.body_html, t.body_text
       FROM articles a JOIN article_texts t ON t.article_id = a.id AND ${SERVED}
       WHERE ${LISTED}
       ORDER BY a.pinned DESC, a.published_at DESC, a.id DESC
       LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<[ListFilter], { n: number }>(
      `SELECT COUNT(*) AS n
       FROM articles a JOIN article_texts t ON t.article_id = a.id AND ${SERVED}
       WHERE ${LISTED}`,
    ),
    served: db.prepare<[{ id: number; lang: string }], ArticleWithText>(
      `SELECT a.*, t.lang, t.title, t.summary, t.body_html, t.body_text
       FROM articles a JOIN article_texts t ON t.article_id = a.id AND ${SERVED}
       WHERE a.id = @id AND a.removed_at IS NULL`,
    ),
    byId: db.prepare<[number], ArticleRow>('SELECT * FROM articles WHERE id = ?'),
    byKey: db.prepare<[string], ArticleRow>('SELECT * FROM articles WHERE key = ?'),
    bySlug: db.prepare<[string], ArticleRow>(
      'SELECT * FROM articles WHERE slug = ? AND removed_at IS NULL',
    ),
    text: db.prepare<[number, string], ArticleTextRow>(
      'SELECT * FROM article_texts WHERE article_id = ? AND lang = ?',
    ),
    langs: db.prepare<[number], { lang: string }>(
      'SELECT lang FROM article_texts WHERE article_id = ? ORDER BY lang',
    ),
    insertArticle: db.prepare(
      `INSERT INTO articles (key, kind, slug, pinned, published_at, updated_at)
       VALUES (@key, @kind, @slug, @pinned, @published_at, @published_at)`,
    ),
    insertText: db.prepare(
      `INSERT INTO article_texts
         (article_id, lang, title, summary, body_html, body_text, updated_at)
       VALUES (@article_id, @lang, @title, @summary, @body_html, @body_text, @updated_at)`,
    ),
    updateText: db.prepare(
      `UPDATE article_texts SET title = @title, summary = @summary, body_html = @body_html,
         body_text = @body_text, updated_at = @updated_at
       WHERE article_id = @article_id AND lang = @lang`,
    ),
    touch: db.prepare('UPDATE articles SET updated_at = ? WHERE id = ?'),
    remove: db.prepare(
      'UPDATE articles SET removed_at = ?, slug = NULL WHERE id = ? AND removed_at IS NULL',
    ),
    all: db.prepare<[{ kind: string | null }], ArticleRow>(
      `SELECT * FROM articles WHERE removed_at IS NULL AND (@kind IS NULL OR kind = @kind)
       ORDER BY kind, pinned DESC, published_at DESC, id DESC`,
    ),
  }

  return {
    /** The unit of work of the repository's connection (the admin CLI's edits hold no context). */
    uow: unitOfWork(db),
    /** One page of listed articles, pinned first then newest, each in `lang` or English. */
    page: (filter: ListFilter, limit: number, offset: number) =>
      q.page.all({ ...filter, limit, offset }),
    count: (filter: ListFilter) => q.count.get(filter)?.n ?? 0,
    /** A live article with its text in `lang`, else English. */
    served: (id: number, lang: string) => q.served.get({ id, lang }),
    article: (id: number) => q.byId.get(id),
    byKey: (key: string) => q.byKey.get(key),
    bySlug: (slug: string) => q.bySlug.get(slug),
    text: (articleId: number, lang: string) => q.text.get(articleId, lang),
    langs: (articleId: number) => q.langs.all(articleId).map((r) => r.lang),
    insertArticle: (row: NewArticle) => Number(q.insertArticle.run(row).lastInsertRowid),
    insertText: (row: NewText, now: number) => q.insertText.run({ ...row, updated_at: now }),
    updateText(row: NewText, now: number): void {
      q.updateText.run({ ...row, updated_at: now })
      q.touch.run(now, row.article_id)
    },
    touch: (id: number, now: number) => q.touch.run(now, id),
    /** Takes the article down (kept, so the seed does not bring it back); false when gone. */
    remove: (id: number, now: number) => q.remove.run(now, id).changes === 1,
    /** Every live article, optionally of one kind (for the admin CLI). */
    all: (kind: string | null) => q.all.all({ kind }),
  }
}

export type ContentRepo = ReturnType<typeof createContentRepo>
