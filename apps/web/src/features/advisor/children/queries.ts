import { infiniteQueryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'

// A child's answers and a section's children (docs/advisor.md "A child's answers"). Keys start
// with the user id (STYLE habit 9) and sit under the advisor module's, so the answer flows'
// invalidation of ['session', userId, 'advisor'] refreshes them too.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'advisor', 'children', ...rest]

/** The child with their headline on every page, and the reply sets about them, newest first. */
export const childAnswersQuery = (userId: string, childId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'answers', childId),
    queryFn: ({ pageParam }) =>
      api(contracts.advisorChildren.childAnswers, {
        params: { id: childId },
        query: pageParam ? { cursor: pageParam, limit: 10 } : { limit: 10 },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const sectionChildrenQuery = (userId: string, sectionId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'section', sectionId),
    queryFn: ({ pageParam }) =>
      api(contracts.advisorChildren.sectionChildren, {
        params: { id: sectionId },
        query: pageParam ? { cursor: pageParam, limit: 50 } : { limit: 50 },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
