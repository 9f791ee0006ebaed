import type { WidgetMessages } from './messages'
import account from './es/account.json'
import core from './es/core.json'
import desk from './es/desk.json'

/** The widgets' texts in `es`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
