import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { z } from 'zod'
import { App } from './App'
import { initI18n } from './i18n/i18n'
import { readLanguage } from './i18n/languages'

// The server's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
// `new Function` on its first parse, which the browser reports as a violation even though zod
// catches the error and parses without it.
z.config({ jitless: true })

async function boot(): Promise<void> {
  // The language is chosen before the first render so nothing flashes in English.
  await initI18n(readLanguage())
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void boot()
