import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'

/**
 * Renders a page as the app does for a signed-in user, for component tests: a query client
 * without retries (a failed request shows its error at once) holding `me`, and a memory router
 * at `path` with the given routes, or with one route showing `routes` when it is an element.
 */
export function renderPage(routes: RouteObject[] | ReactNode, { me, path = '/' }: { me: Me; path?: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(meQuery.queryKey, me)
  const router = createMemoryRouter(Array.isArray(routes) ? routes : [{ path: '*', element: routes }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { client, router }
}
