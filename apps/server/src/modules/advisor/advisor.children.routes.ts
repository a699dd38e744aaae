import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  childAnswers,
  childInAdvisorScope,
  sectionChildren,
  sectionInAdvisorScope,
} from './advisor.children.service'

// A child's answers (docs/advisor.md "A child's answers").
const c = contracts.advisorChildren

export function advisorChildrenRoutes(route: Route): void {
  route(c.sectionChildren, async ({ actor, requireFor, db, params, query }) => {
    const section = await requireFor('advisor.children.ofSection', params.id, sectionInAdvisorScope)
    return sectionChildren(db, actor, section.id, query)
  })
  route(c.childAnswers, async ({ actor, requireFor, db, params, query }) => {
    const child = await requireFor('advisor.children.answers', params.id, childInAdvisorScope)
    return childAnswers(db, actor, child, query)
  })
}
