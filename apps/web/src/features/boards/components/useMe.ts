import { useSuspenseQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'

/** The signed-in user; the routes of this feature are behind the auth guard, so there is one. */
export function useMe(): Me {
  const { data } = useSuspenseQuery(meQuery)
  if (!data) throw new Error('No signed-in user')
  return data
}
