import type { WidgetMessages } from './messages'
import account from './it/account.json'
import core from './it/core.json'
import desk from './it/desk.json'

/** The widgets' texts in `it`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
