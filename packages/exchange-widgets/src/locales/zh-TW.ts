import type { WidgetMessages } from './messages'
import account from './zh-TW/account.json'
import core from './zh-TW/core.json'
import desk from './zh-TW/desk.json'

/** The widgets' texts in `zh-TW`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
