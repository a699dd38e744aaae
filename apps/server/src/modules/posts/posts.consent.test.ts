import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media, mediaChildren, posts } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// Posts check photo consent as albums do (docs/posts-and-moderation.md "Photo consent",
// docs/galleries.md): a post whose photo tags a child without consent is refused, on creation
// and on every re-save, unless it is shared with that child's family only.
describe('posts and photo consent', () => {
  let t: TestApp
  let schoolId: string
  let sectionId: string
  let teacher: { id: string; cookie: string }
  let child: { id: string; firstname: string; lastname: string }
  let referent: { id: string; cookie: string }

  const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload })

  async function photo(): Promise<string> {
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId: teacher.id,
        schoolId,
        kind: 'post',
        type: 'IMAGE',
        storageKey: `test/${randomUUID()}`,
        mimeType: 'image/jpeg',
        fileName: 'park.jpg',
        size: 1234,
        status: 'ready',
      })
      .returning({ id: media.id })
    return row!.id
  }

  const withhold = (withheld: boolean) =>
    call(referent.cookie, 'PUT', `/api/v1/children/${child.id}/photo-consent`, { withheld })

  beforeAll(async () => {
    t = await createTestApp()
    const world = await t.make.world()
    schoolId = world.schoolId
    sectionId = world.sectionIds[0]
    const made = await t.make.child(sectionId, { firstname: 'Chloé', lastname: 'Privé' })
    child = { id: made.id, firstname: 'Chloé', lastname: 'Privé' }
    const staff = await t.make.staff('TEACHER', { sectionId })
    teacher = { id: staff.id, cookie: await t.login(staff.email!) }
    const guardian = await t.make.guardianOf([child.id], { referent: true })
    referent = { id: guardian.id, cookie: await t.login(guardian.email!) }
  })
  afterAll(() => t.close())

  it('refuses to re-save a post whose photo tags a child without consent, unless it stays in the family', async () => {
    const photoId = await photo()
    const body = (contentHtml: string, targets: object[], mediaIds = [photoId]) => ({
      contentHtml,
      targets,
      mediaIds,
    })
    const toSection = [{ targetType: 'Section', targetId: sectionId }]
    const created = await call(teacher.cookie, 'POST', '/api/v1/posts', body('<p>Park</p>', toSection))
    expect(created.statusCode, created.body).toBe(201)
    const postId = created.json<{ id: string }>().id
    const tagged = await call(teacher.cookie, 'PUT', `/api/v1/photo-tags/${photoId}`, {
      childIds: [child.id],
    })
    expect(tagged.statusCode, tagged.body).toBe(200)
    expect((await withhold(true)).statusCode).toBe(200)

    // Re-saved to the section: refused, naming the child, and nothing of the edit is kept.
    const resaved = await call(
      teacher.cookie,
      'PUT',
      `/api/v1/posts/${postId}`,
      body('<p>Edited</p>', toSection),
    )
    expect(resaved.statusCode, resaved.body).toBe(409)
    expect(resaved.json()).toMatchObject({
      errorCode: 'PHOTO_CONSENT_WITHHELD',
      details: { children: [child] },
    })
    const [kept] = await t.database.db.select().from(posts).where(eq(posts.id, postId))
    expect(kept!.contentHtml).toBe('<p>Park</p>')

    // A new post with the tagged photo (taken out of the first one) is refused the same way.
    const textOnly = await call(
      teacher.cookie,
      'PUT',
      `/api/v1/posts/${postId}`,
      body('<p>Park</p>', toSection, []),
    )
    expect(textOnly.statusCode, textOnly.body).toBe(200)
    const again = await call(teacher.cookie, 'POST', '/api/v1/posts', body('<p>Again</p>', toSection))
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json()).toMatchObject({ errorCode: 'PHOTO_CONSENT_WITHHELD' })

    // Shared with the child's family only, it may be saved.
    const family = [
      { targetType: 'User', targetId: child.id },
      { targetType: 'User', targetId: referent.id },
    ]
    const toFamily = await call(teacher.cookie, 'POST', '/api/v1/posts', body('<p>For you</p>', family))
    expect(toFamily.statusCode, toFamily.body).toBe(201)
    const familyPost = toFamily.json<{ id: string }>().id

    // Consent given again: the section may see it.
    expect((await withhold(false)).statusCode).toBe(200)
    const shared = await call(
      teacher.cookie,
      'PUT',
      `/api/v1/posts/${familyPost}`,
      body('<p>Park</p>', toSection),
    )
    expect(shared.statusCode, shared.body).toBe(200)
    const tags = await t.database.db.select().from(mediaChildren).where(eq(mediaChildren.mediaId, photoId))
    expect(tags.map((r) => r.childId)).toEqual([child.id])
  })
})
