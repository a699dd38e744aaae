import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

// STYLE habit 8: the web does not retry 401, 403, 404 (nor any other answer the server chose).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
})
