import account from './en/account.json'
import core from './en/core.json'
import desk from './en/desk.json'

/** The widgets' texts in `en`: pass them to `WidgetsProvider` as `messages`. */
// Not annotated: its inferred type is WidgetMessages, which the other languages must match.
const messages = { ...core, ...desk, ...account }
export default messages
