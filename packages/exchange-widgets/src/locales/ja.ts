import type { WidgetMessages } from './messages'
import account from './ja/account.json'
import core from './ja/core.json'
import desk from './ja/desk.json'

/** The widgets' texts in `ja`: pass them to `WidgetsProvider` as `messages`. */
const messages: WidgetMessages = { ...core, ...desk, ...account }
export default messages
