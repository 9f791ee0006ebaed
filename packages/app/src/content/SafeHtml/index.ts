export { SafeHtml } from './SafeHtml'
export type { SafeHtmlProps } from './SafeHtml'
export {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  findDanger,
  isInternalHref,
  isSafeHref,
  sanitizeHtml,
} from './sanitize'
