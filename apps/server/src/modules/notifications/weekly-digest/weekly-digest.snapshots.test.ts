import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languages, toBcp47 } from '@nido/domain/i18n/languages'
import { users } from '../../../db/schema/index'
import { seedDemo } from '../../../seed/demo'
import { createTestApp, type TestApp } from '../../../test/app'
import { buildWeeklyDigests, guardiansForWeek } from './weekly-digest.queries'
import { renderWeeklyDigest } from './weekly-digest.render'
import type { WeeklyDigest } from './weekly-digest.content'

// The weekly digest of a demo guardian (the seeded demo week, seed/demo-week.ts) in the seven
// languages, kept in docs/notifications-weekly/<lang>.html and .txt so a reader sees what families
// get. Ids change with every seed, so each id is written as a stable stand-in, in the order it
// first appears. UPDATE_DIGEST_SNAPSHOTS=1 rewrites the files; otherwise they must be current.

const friday = '2026-11-27T16:30:00Z' // 17:30 in Lyon: the digest's moment (decision 0053)
const folder = path.resolve(import.meta.dirname, '../../../../../../docs/notifications-weekly')
const update = process.env.UPDATE_DIGEST_SNAPSHOTS === '1'

function stableIds(text: string): string {
  const seen = new Map<string, string>()
  return text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => {
    let stand = seen.get(id)
    if (!stand) {
      stand = `00000000-0000-7000-8000-${String(seen.size + 1).padStart(12, '0')}`
      seen.set(id, stand)
    }
    return stand
  })
}

describe('the weekly digest of a demo guardian, in seven languages (docs/notifications-weekly/)', () => {
  let t: TestApp
  let digest: WeeklyDigest

  beforeAll(async () => {
    t = await createTestApp({ now: friday })
    await seedDemo(t.database.db, t.clock.now(), {
      storage: t.deps.storage,
      publicUrl: t.deps.config.publicUrl,
    })
    const [guardian] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guardian.lyon@nido.demo'))
    const page = await guardiansForWeek(t.database.db, [guardian!.id], t.clock.now())
    digest = (await buildWeeklyDigests(t.database.db, page, t.clock.now())).get(guardian!.id)!
  }, 180_000)
  afterAll(async () => t.close())

  it('has the demo week: items with photos, the care log and something of every child', () => {
    expect(digest).toBeTruthy()
    const items = digest.children.flatMap((c) => c.items)
    expect(items.some((i) => i.type === 'Gallery' && i.photoCount > 0)).toBe(true)
    expect(digest.children.some((c) => c.careDayCount > 0)).toBe(true)
  })

  it.each(languages.map((l) => [l]))('the %s snapshot is current', (language) => {
    const mail = renderWeeklyDigest(
      { ...digest, guardian: { ...digest.guardian, language } },
      {
        publicUrl: 'https://nido.example',
        unsubscribe: 'https://nido.example/unsubscribe?user=example&kind=weekly&signature=example',
      },
    )
    const files = {
      txt: stableIds(`Subject: ${mail.subject}\n\n${mail.text}\n`),
      html: stableIds(`${mail.html}\n`),
    }
    for (const [ext, content] of Object.entries(files)) {
      const file = path.join(folder, `${toBcp47(language)}.${ext}`)
      if (update) {
        mkdirSync(folder, { recursive: true })
        writeFileSync(file, content)
      } else {
        expect(existsSync(file), `${file} is missing: run with UPDATE_DIGEST_SNAPSHOTS=1`).toBe(true)
        expect(content, `${file} is stale: run with UPDATE_DIGEST_SNAPSHOTS=1`).toBe(
          readFileSync(file, 'utf8'),
        )
      }
    }
  })
})
