import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { groups, staffAssignments, users } from '@nido/server/src/db/schema/index'
import { hashPassword } from '@nido/server/src/platform/password'
import { openBenchDatabase, rowsOf } from './database'
import { writeBenchResult } from './report'
import { summarizeRoutes } from './route-latencies'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only manager-lists` (docs/manager-documents.md "Figures"): the manager's
// lists over a group of schools as a weekday morning uses them. Seeds 50 schools of 60 children
// (3 000 children, two contracts each with their pricing decision, eight documents each, one in
// eight waiting for a decision), a director per school and a teacher per section, then runs many
// different users at once: directors page their school's contracts and the documents to decide,
// directors and teachers open a child's contracts and documents, while other directors generate,
// send and decide documents (a PDF rendered per generation). Goal: p95 < 300 ms per list.

const password = 'bench-manager-password'

interface Session {
  cookie: string
  role: 'director' | 'teacher'
  schoolIndex: number
  sectionIndex: number
}

type RouteKind =
  'schoolContracts' | 'schoolContractsPage2' | 'schoolDocuments' | 'childContracts' | 'childDocuments'

export async function runManagerListsBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      schools: { type: 'string', default: '50' },
      children: { type: 'string', default: '60' },
      readers: { type: 'string', default: '12' },
      duration: { type: 'string', default: '20' },
      database: { type: 'string' },
    },
    strict: true,
  })
  const schoolCount = Number(values.schools)
  const perSchool = Number(values.children)
  const readers = Number(values.readers)
  const durationMs = Number(values.duration) * 1000
  const bench = await openBenchDatabase({
    databaseUrl: values.database ?? process.env.DATABASE_URL,
    pool: 10,
  } as Parameters<typeof openBenchDatabase>[0])
  const { db } = bench.database
  try {
    log(`${bench.location}: seeding ${schoolCount} schools × ${perSchool} children…`)
    const now = new Date()
    const [group] = await db.insert(groups).values({ name: 'Bench manager' }).returning()
    // Schools, two sections each, the manager on, and a template of each output mode.
    await db.execute(sql`
      insert into schools (id, group_id, name, timezone, country)
      select gen_random_uuid(), ${group!.id}, 'Bench school ' || lpad(i::text, 3, '0'), 'Europe/Paris', 'FR'
      from generate_series(0, ${schoolCount - 1}) i`)
    await db.execute(sql`
      insert into sections (id, school_id, name)
      select gen_random_uuid(), s.id, s.name || ' / ' || x from schools s, (values ('Babies'), ('Toddlers')) v(x)
      where s.group_id = ${group!.id}`)
    await db.execute(sql`
      insert into feature_flags (id, school_id, key, enabled, options)
      select gen_random_uuid(), s.id, 'manager', true, '{}'::jsonb from schools s where s.group_id = ${group!.id}`)
    await db.execute(sql`
      insert into manager_document_templates (id, school_id, kind, name, mode, body)
      select gen_random_uuid(), s.id, 'document', t.name, t.mode, t.body from schools s,
        (values ('Certificate', 'OutputOnly', 'We certify that {{child.firstname}} {{child.lastname}} attends {{school.name}}.'),
          ('Vaccination record', 'InputOnly', '')) t(name, mode, body)
      where s.group_id = ${group!.id}`)
    // Children, spread over the sections; two contracts each (last year's and this year's).
    await db.execute(sql`
      insert into users (id, profile_type, firstname, lastname, status)
      select gen_random_uuid(), 'CHILD', 'Child' || i, 'Bench' || lpad(i::text, 5, '0'), 'Active'
      from generate_series(0, ${schoolCount * perSchool - 1}) i`)
    await db.execute(sql`
      insert into child_sections (id, child_id, section_id)
      select gen_random_uuid(), c.id, sc.id
      from (select id, row_number() over (order by lastname) - 1 as n from users
        where profile_type = 'CHILD' and lastname like 'Bench%') c
      join (select id, row_number() over (order by name) - 1 as n from sections
        where school_id in (select id from schools where group_id = ${group!.id})) sc
        on sc.n = c.n % ${schoolCount * 2}`)
    await db.execute(sql`
      insert into manager_contracts (id, child_id, school_id, type, schedule, tarification_type, start_date,
        end_date, weeks, document_status, status, created_at, updated_at)
      select gen_random_uuid(), cs.child_id, sc.school_id, 'RegularContract', 'Regular', 'psu',
        make_date(y, 9, 1), make_date(y + 1, 8, 31), '[[{"weekday":1,"start":"08:30","end":"17:30"}]]'::jsonb,
        'Signed', case when y = 2026 then 'Active' else 'Inactive' end, now(), now()
      from child_sections cs join sections sc on sc.id = cs.section_id
        join schools s on s.id = sc.school_id and s.group_id = ${group!.id}, (values (2025), (2026)) v(y)`)
    await db.execute(sql`
      insert into manager_pricing_decisions (id, contract_id, decided_at, inputs, result, monthly_cents,
        total_cents, currency)
      select gen_random_uuid(), c.id, c.created_at, '{}'::jsonb, '{}'::jsonb, 30597, 367164, 'EUR'
      from manager_contracts c join schools s on s.id = c.school_id and s.group_id = ${group!.id}`)
    // Eight documents a child: sent certificates and validated records, one record to decide.
    await db.execute(sql`
      insert into manager_documents (id, child_id, school_id, template_id, name, direction, status,
        pdf_sha256, created_at, updated_at)
      select gen_random_uuid(), cs.child_id, sc.school_id, t.id, t.name,
        case when k % 2 = 0 then 'output' else 'input' end,
        case when k % 2 = 0 then 'Sent' when k = 7 then 'Received' else 'Validated' end,
        case when k % 2 = 0 then md5(cs.child_id::text || k) end,
        now() - make_interval(days => 8 - k), now()
      from child_sections cs join sections sc on sc.id = cs.section_id
        join schools s on s.id = sc.school_id and s.group_id = ${group!.id}
        join manager_document_templates t on t.school_id = s.id, generate_series(0, 7) k
      where (k % 2 = 0) = (t.mode = 'OutputOnly')`)
    await db.execute(sql`analyze`)

    // A director per school and a teacher per section, each signing in as themselves.
    const schoolIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from schools where group_id = ${group!.id} order by name`),
    ).map((r) => r.id)
    const sectionRows = rowsOf<{ id: string; school_id: string }>(
      await db.execute(
        sql`select id, school_id from sections where school_id in (select id from schools where group_id = ${group!.id}) order by name`,
      ),
    )
    const passwordHash = await hashPassword(password)
    const staff = [
      ...schoolIds.map((schoolId, i) => ({
        email: `director${i}@bench.test`,
        role: 'director' as const,
        schoolId,
        sectionId: null as string | null,
        i,
      })),
      ...sectionRows.map((s, i) => ({
        email: `teacher${i}@bench.test`,
        role: 'teacher' as const,
        schoolId: s.school_id,
        sectionId: s.id,
        i,
      })),
    ]
    const inserted = await db
      .insert(users)
      .values(
        staff.map((s) => ({
          profileType: s.role === 'director' ? ('DIRECTOR' as const) : ('TEACHER' as const),
          firstname: s.role,
          lastname: String(s.i),
          email: s.email,
          passwordHash,
          status: 'Active' as const,
          language: 'en',
          termsAcceptedAt: now,
        })),
      )
      .returning({ id: users.id })
    await db
      .insert(staffAssignments)
      .values(
        staff.map((s, i) =>
          s.role === 'director'
            ? { userId: inserted[i]!.id, level: 'SCHOOL' as const, schoolId: s.schoolId }
            : { userId: inserted[i]!.id, level: 'SECTION' as const, sectionId: s.sectionId },
        ),
      )
    const childrenBySection = new Map<string, string[]>()
    for (const row of rowsOf<{ child_id: string; section_id: string }>(
      await db.execute(
        sql`select child_id, section_id from child_sections where section_id in (select id from sections where school_id in (select id from schools where group_id = ${group!.id}))`,
      ),
    ))
      childrenBySection.set(row.section_id, [...(childrenBySection.get(row.section_id) ?? []), row.child_id])

    const server = await startBenchServer(bench.database, inserted[0]!.id)
    try {
      const sessions: Session[] = []
      for (const [i, s] of staff.entries())
        sessions.push({
          cookie: await signIn(server.baseUrl, s.email, password),
          role: s.role,
          schoolIndex: schoolIds.indexOf(s.schoolId),
          sectionIndex: s.sectionId
            ? sectionRows.findIndex((r) => r.id === s.sectionId)
            : 2 * schoolIds.indexOf(s.schoolId) + (i % 2),
        })
      log(
        `${sessions.length} staff signed in; ${readers} readers for ${durationMs / 1000} s while others write`,
      )
      const latencies = new Map<RouteKind, number[]>()
      let failures = 0
      const get = async (kind: RouteKind, session: Session, path: string) => {
        const started = performance.now()
        const res = await fetch(server.baseUrl + path, { headers: { cookie: session.cookie } })
        const body = (await res.json()) as { nextCursor?: string | null }
        if (res.status !== 200) failures++
        else latencies.set(kind, [...(latencies.get(kind) ?? []), performance.now() - started])
        return body
      }
      const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
      const deadline = Date.now() + durationMs
      const reader = async () => {
        while (Date.now() < deadline) {
          const session = pick(sessions)
          const child = pick(childrenBySection.get(sectionRows[session.sectionIndex]!.id) ?? [])
          const roll = Math.random()
          if (session.role === 'director' && roll < 0.3) {
            const first = await get('schoolContracts', session, '/api/v1/manager/contracts?limit=20')
            if (first.nextCursor)
              await get(
                'schoolContractsPage2',
                session,
                `/api/v1/manager/contracts?limit=20&cursor=${first.nextCursor}`,
              )
          } else if (roll < 0.5)
            await get('schoolDocuments', session, '/api/v1/manager/documents?status=Received&limit=20')
          else if (roll < 0.75)
            await get('childContracts', session, `/api/v1/manager/children/${child}/contracts`)
          else await get('childDocuments', session, `/api/v1/manager/children/${child}/documents`)
        }
      }
      // Writers: directors generate and send a certificate, and decide a record, one after another.
      let written = 0
      const writer = async (session: Session) => {
        const post = (path: string, body?: object) =>
          fetch(server.baseUrl + path, {
            method: 'POST',
            headers: { cookie: session.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
        const templates = (await (
          await fetch(`${server.baseUrl}/api/v1/manager/templates?kind=document`, {
            headers: { cookie: session.cookie },
          })
        ).json()) as { items: Array<{ id: string; mode: string }> }
        const certificate = templates.items.find((t) => t.mode === 'OutputOnly')!
        while (Date.now() < deadline) {
          const child = pick(childrenBySection.get(sectionRows[session.sectionIndex]!.id) ?? [])
          const doc = (await (
            await post(`/api/v1/manager/children/${child}/documents`, { templateId: certificate.id })
          ).json()) as { id: string }
          await post(`/api/v1/manager/documents/${doc.id}/send`)
          const toDecide = (await (
            await fetch(`${server.baseUrl}/api/v1/manager/documents?status=Received&limit=1`, {
              headers: { cookie: session.cookie },
            })
          ).json()) as { items: Array<{ id: string }> }
          if (toDecide.items[0]) await post(`/api/v1/manager/documents/${toDecide.items[0].id}/validate`)
          written += 3
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      const directors = sessions.filter((s) => s.role === 'director')
      const started = Date.now()
      await Promise.all([
        ...Array.from({ length: readers }, () => reader()),
        ...directors.slice(0, 3).map((d) => writer(d)),
      ])
      const seconds = (Date.now() - started) / 1000
      const routes = summarizeRoutes(latencies)
      const total = [...latencies.values()].reduce((n, l) => n + l.length, 0)
      for (const [kind, r] of Object.entries(routes))
        log(`${kind}: ${r.requests} requests, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`)
      log(
        `${(total / seconds).toFixed(1)} reads/s by ${sessions.length} users, ${written} writes, ${failures} failures`,
      )
      const target = failures === 0 && Object.values(routes).every((r) => r.p95 < 300)
      log(`target "p95 < 300 ms per list": ${target ? 'met' : 'NOT met'}`)
      const file = await writeBenchResult('manager-lists', {
        date: new Date().toISOString(),
        node: process.version,
        database: bench.location.startsWith('/') ? 'pglite' : 'postgres',
        schools: schoolCount,
        children: schoolCount * perSchool,
        users: sessions.length,
        readers,
        writes: written,
        readsPerSecond: Math.round(total / seconds),
        routes,
        failures,
        target,
      })
      log(`wrote ${file}`)
      return target ? 0 : 1
    } finally {
      await server.close()
    }
  } finally {
    await bench.dispose()
  }
}
