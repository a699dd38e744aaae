// Registers the service worker (src/sw.ts; docs/offline-and-install.md, decision 0040) once the
// page has loaded, so its precaching never competes with the first screen, and tells the update
// prompt when a new version waits. No library: this file is in every first load.

/** How often an open tab asks the server whether a new version is out. */
export const updateCheckMs = 60 * 60_000

let waiting: ServiceWorker | null = null
const listeners = new Set<() => void>()

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker
  for (const listener of listeners) listener()
}

export function subscribeWaiting(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The new version's worker, installed and waiting for the page's consent; null when none. */
export function waitingWorker(): ServiceWorker | null {
  return waiting
}

/** The prompt's Reload: the new worker takes over, then the page reloads (on `controllerchange`). */
export function activateWaiting(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' })
}

/** Watches `registration` for a worker that finishes installing while another one controls the page. */
export function watchUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
): void {
  const check = (worker: ServiceWorker | null) => {
    // The first install has no controller to replace: nothing to announce.
    if (worker && container.controller) setWaiting(worker)
  }
  check(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check(registration.waiting ?? installing)
    })
  })
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const container = navigator.serviceWorker
  let reloading = false
  container.addEventListener('controllerchange', () => {
    // Only after the user chose Reload (the first install claims no page, src/sw.ts).
    if (reloading || !waiting) return
    reloading = true
    window.location.reload()
  })
  const register = () =>
    container.register('/sw.js').then(
      (registration) => {
        watchUpdates(registration, container)
        setInterval(() => void registration.update().catch(() => undefined), updateCheckMs)
      },
      // No service worker (a private window, a browser setting): the app works online as before.
      () => undefined,
    )
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
