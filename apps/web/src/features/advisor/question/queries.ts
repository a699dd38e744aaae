import { infiniteQueryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'

// A library question's page (docs/advisor.md "A library question's page"). The key starts with the
// user id (STYLE habit 9) and sits under the advisor module's, so editing the question, or a
// campaign, refreshes it as it refreshes the library.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'advisor', 'libraryQuestion', ...rest]

/** The question, the pooled line (first page) and the campaigns that copied it, a page at a time. */
export const libraryQuestionQuery = (userId: string, id: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, id),
    queryFn: ({ pageParam }) =>
      api(contracts.advisorQuestion.get, {
        params: { id },
        query: pageParam ? { cursor: pageParam } : {},
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
