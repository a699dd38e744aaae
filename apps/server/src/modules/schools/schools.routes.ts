import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  createSchool,
  editSchool,
  listSchools,
  replaceSchoolOpenings,
  schoolInScope,
  schoolOpenings,
  setSchoolImage,
} from './schools.service'

// Administration, schools (docs/administration.md "Schools"): the school asked for once through
// the module's scope function (404 outside the actor's groups), writes in one transaction.
export function schoolsRoutes(route: Route): void {
  const c = contracts.schools

  route(c.list, async ({ actor, db, query }) => listSchools(db, actor, query))

  route(c.get, async ({ params, requireFor }) => requireFor('schools.get', params.schoolId, schoolInScope))

  route(c.create, async ({ actor, db, body }) => db.transaction((tx) => createSchool(tx, actor, body)))

  route(c.update, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const school = await requireFor('schools.update', params.schoolId, schoolInScope, tx)
      return editSchool(tx, actor, school.id, body)
    }),
  )

  route(c.setImage, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const school = await requireFor('schools.setImage', params.schoolId, schoolInScope, tx)
      return setSchoolImage(tx, actor, school.id, body.mediaId)
    }),
  )

  route(c.openings, async ({ db, params, requireFor }) =>
    schoolOpenings(db, (await requireFor('schools.openings', params.schoolId, schoolInScope)).id),
  )

  route(c.replaceOpenings, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const school = await requireFor('schools.replaceOpenings', params.schoolId, schoolInScope, tx)
      return replaceSchoolOpenings(tx, actor, school.id, body)
    }),
  )
}
