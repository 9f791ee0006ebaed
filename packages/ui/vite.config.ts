import { fileURLToPath } from 'node:url'
import { libraryConfig } from '../../vite.lib.config'

export default libraryConfig(fileURLToPath(new URL('.', import.meta.url)), {
  index: 'src/index.ts',
})
