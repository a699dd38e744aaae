import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { MediaKind } from '@nido/domain/enums/media'
import { media } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from './media.attach'

// The functions other modules call to attach uploads to their rows (docs/media.md).
describe('attaching media to rows', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  async function file(
    ownerId: string,
    options: { kind?: MediaKind; status?: 'pending' | 'ready'; attachedId?: string } = {},
  ) {
    const id = randomUUID()
    await t.database.db.insert(media).values({
      id,
      ownerId,
      kind: options.kind ?? 'post',
      type: 'IMAGE',
      storageKey: `test/${id}`,
      mimeType: 'image/jpeg',
      fileName: `${id}.jpg`,
      size: 10,
      status: options.status ?? 'ready',
      attachedId: options.attachedId ?? null,
      width: 4,
      height: 3,
      takenAt: new Date('2026-05-01T10:00:00Z'),
    })
    return id
  }
  const rows = (ids: string[]) =>
    t.database.db.select().from(media).where(inArray(media.id, ids)).orderBy(media.position)

  it('attaches the actor’s own ready files in the order given', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const a = await file(teacher.id)
    const b = await file(teacher.id)
    const postId = randomUUID()
    await t.database.db.transaction((tx) =>
      attachMedia(tx, { userId: teacher.id }, { mediaIds: [b, a], kind: 'post', attachedId: postId }),
    )
    expect((await rows([a, b])).map((r) => [r.id, r.attachedId, r.position])).toEqual([
      [b, postId, 0],
      [a, postId, 1],
    ])
    expect((await attachedMediaIds(t.database.db, 'post', [postId])).get(postId)).toEqual([b, a])
  })

  it.each([
    ['another user’s file', 'other'],
    ['a file of another kind', 'kind'],
    ['a file still uploading', 'pending'],
    ['a file attached elsewhere', 'elsewhere'],
    ['an unknown id', 'unknown'],
  ])('refuses %s with NOT_FOUND and attaches nothing', async (_, why) => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const other = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const good = await file(teacher.id)
    const bad =
      why === 'other'
        ? await file(other.id)
        : why === 'kind'
          ? await file(teacher.id, { kind: 'gallery' })
          : why === 'pending'
            ? await file(teacher.id, { status: 'pending' })
            : why === 'elsewhere'
              ? await file(teacher.id, { attachedId: randomUUID() })
              : randomUUID()
    const postId = randomUUID()
    await expect(
      t.database.db.transaction((tx) =>
        attachMedia(tx, { userId: teacher.id }, { mediaIds: [good, bad], kind: 'post', attachedId: postId }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const [row] = await t.database.db.select().from(media).where(eq(media.id, good))
    expect(row!.attachedId).toBeNull()
  })

  it('detaches all but the kept files, and summarises files in one call', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const [a, b, c] = [await file(teacher.id), await file(teacher.id), await file(teacher.id)]
    const postId = randomUUID()
    const db = t.database.db
    await db.transaction((tx) =>
      attachMedia(tx, { userId: teacher.id }, { mediaIds: [a, b, c], kind: 'post', attachedId: postId }),
    )
    const detached = await db.transaction((tx) =>
      detachMedia(tx, { kind: 'post', attachedId: postId, keepIds: [b] }),
    )
    expect(detached.sort()).toEqual([a, c].sort())
    expect((await attachedMediaIds(db, 'post', [postId])).get(postId)).toEqual([b])
    expect(await db.transaction((tx) => detachMedia(tx, { kind: 'post', attachedId: postId }))).toEqual([b])

    const summaries = await mediaSummaries(db, [a, randomUUID()])
    expect([...summaries.keys()]).toEqual([a])
    expect(summaries.get(a)).toEqual({
      id: a,
      type: 'IMAGE',
      fileName: `${a}.jpg`,
      mimeType: 'image/jpeg',
      width: 4,
      height: 3,
      takenAt: '2026-05-01T10:00:00.000Z',
    })
  })
})
