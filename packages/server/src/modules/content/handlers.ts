import type { HandlerTable } from '../../contract/handlers'
import type { ContentService } from './service'

export function contentHandlers(content: ContentService): HandlerTable {
  return {
    contentList: ({ query }) => content.list(query),
    contentArticle: ({ query }) => content.article(query),
  }
}
