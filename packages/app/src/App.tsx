import { BourseThemeProvider, ToastProvider } from '@bourse/ui'
import { Provider as JotaiProvider, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { themeModeAtom, upDownAtom } from './preferences/preferences'
import { routes } from './router/routes'
import { appStore } from './session/atoms'

const router = createBrowserRouter(routes)

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom)
  const upDown = useAtomValue(upDownAtom)
  return (
    <BourseThemeProvider mode={mode} upDown={upDown}>
      <ToastProvider>{children}</ToastProvider>
    </BourseThemeProvider>
  )
}

/** The whole site: session store, theme, toasts and the data router. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <ThemedApp>
        <RouterProvider router={router} />
      </ThemedApp>
    </JotaiProvider>
  )
}
