import { eq } from 'drizzle-orm'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { uuidv7 } from 'uuidv7'
import type { Gender } from '@nido/domain/enums/people'
import { readConfig } from '../config'
import { openDatabase, type Db } from '../db/client'
import {
  brands,
  childSections,
  featureFlags,
  groups,
  guardianships,
  openings,
  schools,
  sections,
  staffAssignments,
  users,
} from '../db/schema/index'
import { hashPassword } from '../platform/password'
import { createRng, languageOf, namePools, type Nationality } from './demo'

// Large data for benchmarks (ARCHITECTURE §9, bench/): one group of N schools with sections and
// staff, and M children in families of one to three with one or two guardians each. Rows are
// built in memory and written with multi-row INSERTs of `batchSize` rows, all in one
// transaction, so 100 schools / 10 000 children take seconds on PostgreSQL.

export const scalePassword = 'nido-scale'
export const scaleEmailDomain = 'scale.nido.demo'

export interface ScaleOptions {
  schools: number
  children: number
  /** Content items (posts, albums…) per school; accepted now so bench scripts need not change later. */
  contentItems: number
  now: Date
}

export interface ScaleSummary {
  groupId: string
  schools: number
  sections: number
  staff: number
  families: number
  guardians: number
  children: number
  guardianships: number
  password: string
  /** A guardian of three children (the first family always has three when M ≥ 3). */
  guardianWithThreeChildren: string
  directorEmail: string
  teacherEmail: string
  coordinatorEmail: string
  elapsedMs: number
}

const sectionsPerSchool = 4
const sectionNames = ['Babies', 'Toddlers', 'Middle ones', 'Big ones'] as const
/** 1000 rows × at most ~12 parameters stays far below PostgreSQL's 65 535 bind parameters. */
const batchSize = 1000

const cities: readonly { city: string; timezone: string; nationality: Nationality }[] = [
  { city: 'Lyon', timezone: 'Europe/Paris', nationality: 'fr' },
  { city: 'Gent', timezone: 'Europe/Brussels', nationality: 'nl' },
  { city: 'München', timezone: 'Europe/Berlin', nationality: 'de' },
  { city: 'Torino', timezone: 'Europe/Rome', nationality: 'it' },
  { city: 'Porto', timezone: 'Europe/Lisbon', nationality: 'pt' },
  { city: 'Valencia', timezone: 'Europe/Madrid', nationality: 'es' },
  { city: 'Bristol', timezone: 'Europe/London', nationality: 'en' },
]

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}

const dayMs = 86_400_000

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleSummary> {
  if (!Number.isInteger(options.schools) || options.schools < 1) throw new Error('schools must be ≥ 1')
  if (!Number.isInteger(options.children) || options.children < 0) throw new Error('children must be ≥ 0')
  // options.contentItems is ignored until the content tables (news, posts…) exist.
  const started = performance.now()
  const { now } = options
  const rng = createRng(0x5ca1e)
  // One hash for every account: argon2id is deliberately slow, 20 000 hashes would take minutes.
  const passwordHash = await hashPassword(scalePassword)
  const account = { passwordHash, emailValidatedAt: now }

  const groupId = uuidv7()
  const schoolRows: (typeof schools.$inferInsert)[] = []
  const sectionRows: (typeof sections.$inferInsert)[] = []
  const userRows: (typeof users.$inferInsert)[] = []
  const assignmentRows: (typeof staffAssignments.$inferInsert)[] = []
  const childSectionRows: (typeof childSections.$inferInsert)[] = []
  const guardianshipRows: (typeof guardianships.$inferInsert)[] = []
  const flagRows: (typeof featureFlags.$inferInsert)[] = []
  const openingRows: (typeof openings.$inferInsert)[] = []

  const coordinatorEmail = `coordinator@${scaleEmailDomain}`
  const groupStaff = [
    {
      profileType: 'COORDINATOR',
      email: coordinatorEmail,
      firstname: 'Clara',
      lastname: 'Weber',
      gender: 'Female',
    },
    {
      profileType: 'GROUP_ADMIN',
      email: `groupadmin@${scaleEmailDomain}`,
      firstname: 'Paolo',
      lastname: 'Conti',
      gender: 'Male',
    },
  ] as const
  for (const s of groupStaff) {
    const id = uuidv7()
    userRows.push({ id, ...s, language: 'en', ...account })
    assignmentRows.push({ userId: id, level: 'GROUP', groupId })
  }

  const schoolSections: { schoolIndex: number; ids: string[] }[] = []
  for (let i = 0; i < options.schools; i++) {
    const place = cities[i % cities.length]!
    const pool = namePools[place.nationality]
    const language = languageOf[place.nationality]
    const schoolId = uuidv7()
    schoolRows.push({
      id: schoolId,
      groupId,
      name: `Nido ${place.city} ${Math.floor(i / cities.length) + 1}`,
      city: place.city,
      timezone: place.timezone,
    })
    const director = uuidv7()
    userRows.push({
      id: director,
      profileType: 'DIRECTOR',
      email: `director.${i + 1}@${scaleEmailDomain}`,
      firstname: rng.pick(pool.female),
      lastname: rng.pick(pool.last),
      gender: 'Female',
      language,
      ...account,
    })
    assignmentRows.push({ userId: director, level: 'SCHOOL', schoolId })
    const ids: string[] = []
    for (let j = 0; j < sectionsPerSchool; j++) {
      const sectionId = uuidv7()
      ids.push(sectionId)
      sectionRows.push({ id: sectionId, schoolId, name: sectionNames[j % sectionNames.length]! })
      const teacher = uuidv7()
      const gender: Gender = rng.chance(0.8) ? 'Female' : 'Male'
      userRows.push({
        id: teacher,
        profileType: 'TEACHER',
        email: `teacher.${i + 1}.${j + 1}@${scaleEmailDomain}`,
        firstname: rng.pick(gender === 'Female' ? pool.female : pool.male),
        lastname: rng.pick(pool.last),
        gender,
        language,
        ...account,
      })
      assignmentRows.push({ userId: teacher, level: 'SECTION', sectionId })
    }
    schoolSections.push({ schoolIndex: i, ids })
    flagRows.push(
      { schoolId, key: 'communication', enabled: true },
      {
        schoolId,
        key: 'daily',
        enabled: true,
        options: { allowCheckIn: 'all', allowGuardianCheckIn: 'all' },
      },
    )
    for (const weekday of [1, 2, 3, 4, 5]) {
      openingRows.push({ schoolId, type: 'Opening', weekday, startsAt: '07:30:00', endsAt: '18:30:00' })
    }
  }

  let guardianCount = 0
  let familyCount = 0
  let childCount = 0
  let guardianWithThreeChildren = ''
  while (childCount < options.children) {
    // The first family has three children so that benchmarks can sign in as such a guardian.
    const wanted = familyCount === 0 ? 3 : rng.pick([1, 1, 1, 1, 1, 1, 2, 2, 2, 3] as const)
    const size = Math.min(wanted, options.children - childCount)
    const schoolIndex = rng.int(0, options.schools - 1)
    const place = cities[schoolIndex % cities.length]!
    const pool = namePools[place.nationality]
    const language = languageOf[place.nationality]
    const familyName = rng.pick(pool.last)
    const twoGuardians = familyCount === 0 || rng.chance(0.6)
    const motherFirst = rng.chance(0.7)
    const guardianIds: { id: string; relationship: 'Mother' | 'Father' }[] = []
    for (let g = 0; g < (twoGuardians ? 2 : 1); g++) {
      const relationship = (g === 0) === motherFirst ? 'Mother' : 'Father'
      const id = uuidv7()
      guardianCount++
      const email = `guardian.${guardianCount}@${scaleEmailDomain}`
      if (familyCount === 0 && g === 0 && size === 3) guardianWithThreeChildren = email
      userRows.push({
        id,
        profileType: 'GUARDIAN',
        email,
        firstname: rng.pick(relationship === 'Mother' ? pool.female : pool.male),
        lastname: familyName,
        gender: relationship === 'Mother' ? 'Female' : 'Male',
        language,
        ...account,
      })
      guardianIds.push({ id, relationship })
    }
    const sectionIds = schoolSections[schoolIndex]!.ids
    for (let c = 0; c < size; c++) {
      const id = uuidv7()
      const gender: Gender = rng.chance(0.5) ? 'Female' : 'Male'
      userRows.push({
        id,
        profileType: 'CHILD',
        firstname: rng.pick(gender === 'Female' ? pool.female : pool.male),
        lastname: familyName,
        gender,
        language,
        birthDate: new Date(now.getTime() - rng.int(120, 1800) * dayMs).toISOString().slice(0, 10),
      })
      childSectionRows.push({ childId: id, sectionId: sectionIds[rng.int(0, sectionIds.length - 1)]! })
      for (const [g, guardian] of guardianIds.entries()) {
        guardianshipRows.push({
          guardianId: guardian.id,
          childId: id,
          relationship: guardian.relationship,
          referent: g === 0,
        })
      }
      childCount++
    }
    familyCount++
  }

  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, coordinatorEmail))
      .limit(1)
    if (existing) throw new Error('Scale data already present (seedScale runs once per database).')
    await tx.insert(groups).values({ id: groupId, name: 'Nido Scale Group' })
    await tx.insert(brands).values({
      groupId,
      variant: 'standard',
      name: 'Nido Scale',
      appName: 'Nido',
      primaryColor: '#2E7D6B',
      secondaryColor: '#F2A541',
      supportEmail: `support@${scaleEmailDomain}`,
      labels: {
        communication: 'Newsfeed',
        daily: 'Daily log',
        advisor: 'Satisfaction',
        manager: 'Management',
      },
    })
    await insertAll(schoolRows, (chunk) => tx.insert(schools).values(chunk))
    await insertAll(sectionRows, (chunk) => tx.insert(sections).values(chunk))
    await insertAll(userRows, (chunk) => tx.insert(users).values(chunk))
    await insertAll(assignmentRows, (chunk) => tx.insert(staffAssignments).values(chunk))
    await insertAll(childSectionRows, (chunk) => tx.insert(childSections).values(chunk))
    await insertAll(guardianshipRows, (chunk) => tx.insert(guardianships).values(chunk))
    await insertAll(flagRows, (chunk) => tx.insert(featureFlags).values(chunk))
    await insertAll(openingRows, (chunk) => tx.insert(openings).values(chunk))
  })

  return {
    groupId,
    schools: schoolRows.length,
    sections: sectionRows.length,
    staff: groupStaff.length + options.schools * (1 + sectionsPerSchool),
    families: familyCount,
    guardians: guardianCount,
    children: childCount,
    guardianships: guardianshipRows.length,
    password: scalePassword,
    guardianWithThreeChildren,
    directorEmail: `director.1@${scaleEmailDomain}`,
    teacherEmail: `teacher.1.1@${scaleEmailDomain}`,
    coordinatorEmail,
    elapsedMs: Math.round(performance.now() - started),
  }
}

/** Writes rows in statements of `batchSize` rows, one after the other on the transaction. */
async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => PromiseLike<unknown>) {
  for (const chunk of chunks(rows, batchSize)) await insert(chunk)
}

// CLI: npx tsx apps/server/src/seed/scale.ts --schools 100 --children 10000 [--content 0]
// Uses DATABASE_URL when set, else the embedded PGlite database in DATA_DIR/db (as the server).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      schools: { type: 'string', default: '100' },
      children: { type: 'string', default: '10000' },
      content: { type: 'string', default: '0' },
    },
  })
  const config = readConfig()
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  )
  try {
    await database.migrate()
    const summary = await seedScale(database.db, {
      schools: Number(values.schools),
      children: Number(values.children),
      contentItems: Number(values.content),
      now: new Date(),
    })
    console.log(JSON.stringify({ database: database.kind, ...summary }, null, 2))
  } finally {
    await database.close()
  }
}
