import type { WidgetMessages } from './messages'
import account from './ko/account.json'
import core from './ko/core.json'
import desk from './ko/desk.json'

/** The widgets' texts in `ko`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
