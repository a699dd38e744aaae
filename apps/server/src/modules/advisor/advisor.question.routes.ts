import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { libraryQuestionPage } from './advisor.question.service'
import { libraryInScope } from './advisor.service'

// A library question's page (docs/advisor.md "A library question's page").
const c = contracts.advisorQuestion

export function advisorQuestionRoutes(route: Route): void {
  route(c.get, async ({ actor, requireFor, db, params, query }) => {
    const library = await requireFor('advisor.library.get', params.id, libraryInScope)
    return libraryQuestionPage(db, actor, library, query)
  })
}
