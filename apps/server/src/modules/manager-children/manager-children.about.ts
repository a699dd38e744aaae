import { sql } from 'drizzle-orm'
import type { SchoolAbout } from '@nido/domain/contracts/manager-children'
import { AppError } from '@nido/domain/errors'
import { weeklyHours } from '@nido/domain/rules/openings'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { regularOpenings } from '../openings/index'
import { schoolOfChild } from './manager-children.queries'

// The families' "about" page (spec 000 §6 guardian manager menu, docs/manager-children.md
// "About"): the school's public page and its regular hours, for a holder of the child's contract.
/** The public page's fields of a school, when it is visible (spec 000 §6 "about"). */
export async function visiblePublicPage(db: Queryable, schoolId: string) {
  const [row] = await selectRows<{
    id: string
    name: string
    street: string
    postcode: string
    city: string
    country: string
    latitude: number | null
    longitude: number | null
    timezone: string
    description: string
    phone: string
    email: string
    website: string
    imageMediaId: string | null
  }>(
    db,
    sql`select id, name, street, postcode, city, country, latitude, longitude, timezone,
        public_description as description, public_phone as phone, public_email as email,
        public_website as website, public_image_media_id as "imageMediaId"
      from schools where id = ${schoolId} and public_page_visible`,
  )
  return row
}

/**
 * The "about" page of a contract holder (spec 000 §6: "about needs the school public page
 * visible"): the public page of the child's school and its regular hours; 404 while hidden.
 */
export async function schoolAbout(db: Queryable, childId: string): Promise<SchoolAbout> {
  const school = await schoolOfChild(db, childId)
  const page = school && (await visiblePublicPage(db, school.schoolId))
  if (!page) throw new AppError('NOT_FOUND')
  return { school: page, weekdays: weeklyHours(await regularOpenings(db, page.id)) }
}
