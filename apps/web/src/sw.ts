/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { ExpirationPlugin } from 'workbox-expiration'
import { clientsClaim } from 'workbox-core'
import { CacheFirst } from 'workbox-strategies'

// The service worker (docs/offline-and-install.md, decision 0040). Our own file, built by
// vite-plugin-pwa's injectManifest strategy, so that later handlers (Web Push: `push` and
// `notificationclick`) are added here beside the caching, one section each.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] }

// --- Caching ---------------------------------------------------------------------------------

// The shell and the pages a guardian opens first (apps/web/vite.config.ts `precacheScope`),
// fetched after the page has loaded, when this worker installs.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes the open page at once, so what it loads next (a page's chunk, a
// language's texts) is cached too. A later version waits for the user instead (below).
clientsClaim()

// The API (what the app shows offline is its own copy of a few answers, session/offline-data.ts),
// the realtime socket, media, the manifest and its icons have no route here: the worker never
// answers them, the browser fetches them as if it were not there.

// Every other built file has its content hash in its name: once fetched, it never changes. A page
// opened online once (a lazy chunk, a language's texts) then opens offline too. The oldest go
// first beyond a few versions' worth (a version is about 490 files, most never fetched by one user).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'nido-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
)

// Pages: the server's index.html while online (it is never cached by the browser, so a deploy shows
// at once), the precached one offline. The app's routes are all client-side.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch (error) {
        const shell = await matchPrecache('/index.html')
        if (shell) return shell
        throw error
      }
    },
    { denylist: [/^\/api\//, /^\/socket\.io\//] },
  ),
)

// --- Updates ---------------------------------------------------------------------------------

// A new version waits until the page asks (the "new version" prompt's Reload, app/service-worker.ts),
// so a page never runs with chunks of two versions.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// --- Web Push (docs/notifications-push.md) ---------------------------------------------------

// The server sends a title and a path of the app, nothing else (a locked phone's screen shows
// little); the icon is the brand's, from the manifest's icon route.
self.addEventListener('push', (event) => {
  let data: { title?: unknown; url?: unknown } = {}
  try {
    data = (event.data?.json() ?? {}) as typeof data
  } catch {
    // Not ours: shown with the app's name only.
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Nido'
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/'
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: '/api/v1/brands/icons/icon-192.png',
      badge: '/api/v1/brands/icons/icon-192.png',
      data: { url },
      tag: url,
    }),
  )
})

// A click focuses a tab of the app already open (and takes it to the page) or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/'
  const target = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin)
      if (tab) {
        const focused = await tab.focus()
        await focused.navigate(target).catch(() => undefined)
        return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
