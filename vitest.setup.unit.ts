import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s: pages load their lazy modules and locale bundles first,
// and `npm test` runs the suites side by side on 2 cores. Tests assert behaviour, never timing.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
