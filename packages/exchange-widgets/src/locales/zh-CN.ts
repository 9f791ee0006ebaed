import type { WidgetMessages } from './messages'
import account from './zh-CN/account.json'
import core from './zh-CN/core.json'
import desk from './zh-CN/desk.json'

/** The widgets' texts in `zh-CN`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
