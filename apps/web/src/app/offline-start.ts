import { persistOfflineData, restoreOfflineData } from '@/session/offline-data'
import { offlineScope } from './offline-scope'
import { queryClient } from './query-client'

// Imported by main.tsx before the router: creating the router runs the route guards at once, and
// offline they must find the last user's kept answers already in the cache
// (docs/offline-and-install.md). Online, nothing is restored; the copy follows the cache.
restoreOfflineData(queryClient)
persistOfflineData(queryClient, offlineScope)
