import { fileURLToPath } from 'node:url'
import { libraryConfig } from '../../vite.lib.config'

// One entry per export of package.json, so that every subpath exists in dist.
export default libraryConfig(fileURLToPath(new URL('.', import.meta.url)), {
  index: 'src/index.ts',
  'decimal/index': 'src/decimal/index.ts',
  'contracts/index': 'src/contracts/index.ts',
  'wallet/index': 'src/wallet/index.ts',
  'kyc/index': 'src/kyc/index.ts',
  'earn/index': 'src/earn/index.ts',
})
