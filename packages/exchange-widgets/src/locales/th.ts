import type { WidgetMessages } from './messages'
import account from './th/account.json'
import core from './th/core.json'
import desk from './th/desk.json'

/** The widgets' texts in `th`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
