import type { WidgetMessages } from './messages'
import account from './pt/account.json'
import core from './pt/core.json'
import desk from './pt/desk.json'

/** The widgets' texts in `pt`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
