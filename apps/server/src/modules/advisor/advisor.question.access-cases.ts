import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'
import { advisorLibraryQuestions } from '../../db/schema/index'
import { matrixLibraryQuestion } from './advisor.matrix'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag" (on in the
// matrix world). A library question's page reads as the library list does: the actor's group's
// questions (directors included, read only); a question of another group answers 404.

const c = contracts.advisorQuestion
const others = { anonymous: 401, others: 403 } as const

export const accessCases: AccessCase[] = [
  {
    route: c.get,
    name: 'a question of group A’s library',
    request: async (w) => ({ params: { id: await matrixLibraryQuestion(w) } }),
    expect: { ...others, coordinatorA: 200, directorA1: 200, etudeA: 200, directorB1: 404 },
  },
  {
    route: c.get,
    name: 'a question of group B’s library',
    request: async (w) => {
      const [row] = await w.app.database.db
        .insert(advisorLibraryQuestions)
        .values({ groupId: w.ids.groupB, content: 'Matrix question B', kind: 'stars' })
        .returning()
      return { params: { id: row!.id } }
    },
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 200 },
  },
]
