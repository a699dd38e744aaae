// First: configures zod before any chunk loads it (app/zod-jitless.ts).
import './app/zod-jitless'
// Second: the offline copy is back in the cache before the router's guards run (app/offline-start.ts).
import './app/offline-start'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { Providers } from './app/providers'
import { router } from './app/router'
import { registerServiceWorker } from './app/service-worker'
import { i18nReady } from './i18n/index'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

registerServiceWorker()

// The first screen appears in its language, not in English for a moment.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
)
