import { fileURLToPath } from 'node:url'
import { libraryConfig } from '../../vite.lib.config'

/** One entry per language, so that importing one language never pulls in the other eight. */
const locales = ['en', 'zh-CN', 'zh-TW', 'ja', 'th', 'ko', 'es', 'it', 'pt']

export default libraryConfig(fileURLToPath(new URL('.', import.meta.url)), {
  index: 'src/index.ts',
  ...Object.fromEntries(locales.map((tag) => [`locales/${tag}`, `src/locales/${tag}.ts`])),
})
