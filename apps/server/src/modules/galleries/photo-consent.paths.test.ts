import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { media, mediaChildren } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { readZip, zipEntryNames } from './zip-reader.test-helper'

// Every path that can show a media item goes through the one rule of media/media.consent.ts
// (docs/galleries.md "Photo consent", docs/security.md "Media, consent and uploads"): once a
// guardian withholds photo consent, a photo in which their child is tagged leaves the album, its
// cover and count (album list and feed card), its media URLs, its zip, other families' "photos of
// my child" and their data export, for everyone but the child's family and the album's managers.
describe('a photo without consent, on every path that can show it (docs/galleries.md)', () => {
  let t: TestApp
  type Who = { id: string; cookie: string }
  const people = {} as Record<'author' | 'teacher' | 'sponsor' | 'otherFamily' | 'consentHolder', Who>
  let withheldChild: string
  let otherChild: string
  let albumId: string
  let newsId: string
  let hidden: string
  let kept: string
  let postId: string
  let postPhoto: string

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })

  async function photo(ownerId: string, schoolId: string, kind: 'gallery' | 'post' = 'gallery') {
    const key = `test/${randomUUID()}.jpg`
    await t.deps.storage.put(key, Buffer.from(key), 'image/jpeg')
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        schoolId,
        kind,
        type: 'IMAGE',
        storageKey: key,
        mimeType: 'image/jpeg',
        fileName: `${randomUUID().slice(0, 6)}.jpg`,
        size: key.length,
        status: 'ready',
      })
      .returning({ id: media.id })
    return row!.id
  }

  beforeAll(async () => {
    t = await createTestApp()
    const world = await t.make.world()
    const section = world.sectionIds[0]
    withheldChild = (await t.make.child(section)).id
    otherChild = (await t.make.child(section)).id
    const made = {
      author: await t.make.staff('TEACHER', { sectionId: section }),
      teacher: await t.make.staff('TEACHER', { sectionId: section }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      otherFamily: await t.make.guardianOf([otherChild], { referent: true }),
      consentHolder: await t.make.guardianOf([withheldChild], { referent: true }),
    }
    for (const [name, user] of Object.entries(made))
      people[name as keyof typeof people] = { id: user.id, cookie: await t.login(user.email!) }

    // The first photo (the cover) shows both children; the second nobody.
    hidden = await photo(people.author.id, world.schoolId)
    kept = await photo(people.author.id, world.schoolId)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/galleries',
      headers: { cookie: people.author.cookie },
      payload: {
        title: 'Park',
        targets: [{ targetType: 'Section', targetId: section }],
        mediaIds: [hidden, kept],
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    albumId = created.json<{ id: string }>().id
    await t.database.db.insert(mediaChildren).values([
      { mediaId: hidden, childId: withheldChild, taggedById: people.author.id },
      { mediaId: hidden, childId: otherChild, taggedById: people.author.id },
    ])
    // A post of the same day shows the same children.
    postPhoto = await photo(people.author.id, world.schoolId, 'post')
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { cookie: people.author.cookie },
      payload: {
        contentHtml: '<p>Park</p>',
        targets: [{ targetType: 'Section', targetId: section }],
        mediaIds: [postPhoto],
      },
    })
    expect(post.statusCode, post.body).toBe(201)
    postId = post.json<{ id: string }>().id
    await t.database.db
      .insert(mediaChildren)
      .values([{ mediaId: postPhoto, childId: withheldChild, taggedById: people.author.id }])
    // Consent withheld after the photo was shared and tagged.
    const withheld = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/children/${withheldChild}/photo-consent`,
      headers: { cookie: people.consentHolder.cookie },
      payload: { withheld: true },
    })
    expect(withheld.statusCode, withheld.body).toBe(200)
    const feed = await get(people.author.cookie, '/api/v1/news?newsTypes=Gallery')
    newsId = feed
      .json<{ items: Array<{ id: string; referenceId: string }> }>()
      .items.find((i) => i.referenceId === albumId)!.id
  })
  afterAll(async () => t.close())

  /** What each path shows `who` of the album: null where the path answers nothing of it. */
  async function walk(who: Who) {
    const list = await get(who.cookie, '/api/v1/galleries')
    const summary =
      list.statusCode === 200
        ? list
            .json<{ items: Array<{ id: string; coverMediaId: string | null; itemCount: number }> }>()
            .items.find((a) => a.id === albumId)
        : undefined
    const read = await get(who.cookie, `/api/v1/galleries/${albumId}`)
    const album =
      read.statusCode === 200 ? read.json<{ itemCount: number; items: Array<{ id: string }> }>() : null
    const feed = await get(who.cookie, '/api/v1/news')
    type Card = {
      referenceId: string
      gallery: { coverMediaId: string | null; mediaCount: number } | null
      post: { attachments: Array<{ mediaId: string }> } | null
    }
    const card =
      feed.statusCode === 200
        ? feed.json<{ items: Card[] }>().items.find((i) => i.referenceId === albumId)
        : undefined
    const postCard =
      feed.statusCode === 200
        ? feed.json<{ items: Card[] }>().items.find((i) => i.referenceId === postId)
        : undefined
    const byId = await get(who.cookie, `/api/v1/news/${newsId}`)
    const zip = await get(who.cookie, `/api/v1/galleries/${albumId}/archive`)
    return {
      listCover: summary ? [summary.coverMediaId, summary.itemCount] : null,
      album: album ? [album.items.map((i) => i.id), album.itemCount] : null,
      feedCard: card?.gallery ? [card.gallery.coverMediaId, card.gallery.mediaCount] : null,
      newsById: byId.statusCode === 200 ? byId.json<Card>().gallery?.mediaCount : byId.statusCode,
      url: (await get(who.cookie, `/api/v1/media/${hidden}/url?size=thumb`)).statusCode,
      download: (await get(who.cookie, `/api/v1/media/${hidden}/download`)).statusCode,
      zip: zip.statusCode === 200 ? readZip(zip.rawPayload).length : zip.statusCode,
      postCard: postCard?.post?.attachments.map((a) => a.mediaId),
      postUrl: (await get(who.cookie, `/api/v1/media/${postPhoto}/url`)).statusCode,
    }
  }

  it('hides it from another teacher of the section: album, cover, counts, feed cards, URLs, zip', async () => {
    expect(await walk(people.teacher)).toEqual({
      listCover: [kept, 1],
      album: [[kept], 1],
      feedCard: [kept, 1],
      newsById: 1,
      url: 404,
      download: 404,
      zip: 1,
      postCard: [],
      postUrl: 404,
    })
  })

  it('shows the sponsor no album at all, nor its files (spec 000 §6)', async () => {
    expect(await walk(people.sponsor)).toEqual({
      listCover: null,
      album: null,
      feedCard: null,
      newsById: 404,
      url: 404,
      download: 404,
      zip: 403,
      postCard: [],
      postUrl: 404,
    })
    // Nor the photo nobody is tagged in.
    expect((await get(people.sponsor.cookie, `/api/v1/media/${kept}/url`)).statusCode).toBe(404)
  })

  it('hides it from another family, even one whose child is in it: views, photos of my child, export', async () => {
    expect(await walk(people.otherFamily)).toEqual({
      listCover: [kept, 1],
      album: [[kept], 1],
      feedCard: [kept, 1],
      newsById: 1,
      url: 404,
      download: 404,
      zip: 1,
      postCard: [],
      postUrl: 404,
    })
    const photos = await get(people.otherFamily.cookie, `/api/v1/children/${otherChild}/photos`)
    expect(photos.statusCode).toBe(200)
    expect(photos.json<{ items: unknown[] }>().items).toEqual([])
    const names = await exportNames(people.otherFamily)
    expect(names.some((n) => n.startsWith(`children/${otherChild}/`))).toBe(true)
    expect(names.some((n) => n.includes(exportFileMark(hidden)))).toBe(false)
  })

  it('still shows it to the family of the child and to the author of the album and the post', async () => {
    const shown = {
      listCover: [hidden, 2],
      album: [[hidden, kept], 2],
      feedCard: [hidden, 2],
      newsById: 2,
      url: 200,
      download: 200,
      zip: 2,
      postCard: [postPhoto],
      postUrl: 200,
    }
    expect(await walk(people.consentHolder)).toEqual(shown)
    expect(await walk(people.author)).toEqual(shown)
    const photos = await get(people.consentHolder.cookie, `/api/v1/children/${withheldChild}/photos`)
    expect(
      photos
        .json<{ items: Array<{ id: string }> }>()
        .items.map((p) => p.id)
        .sort(),
    ).toEqual([hidden, postPhoto].sort())
    expect((await exportNames(people.consentHolder)).some((n) => n.includes(exportFileMark(hidden)))).toBe(
      true,
    )
  })

  it('hides it in sponsor news (spec 000 §2 /publicities) from all but the family', async () => {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const family = await t.make.guardianOf([child.id], { referent: true })
    const sponsor = await t.make.staff('SPONSOR', { schoolId: world.schoolId })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const sponsorCookie = await t.login(sponsor.email!)
    const familyCookie = await t.login(family.email!)
    const picture = await photo(sponsor.id, world.schoolId, 'post')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { cookie: sponsorCookie },
      payload: {
        contentHtml: '<p>Fair</p>',
        targets: [{ targetType: 'School', targetId: world.schoolId }],
        mediaIds: [picture],
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    await t.database.db.insert(mediaChildren).values({ mediaId: picture, childId: child.id })
    const withheld = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/children/${child.id}/photo-consent`,
      headers: { cookie: familyCookie },
      payload: { withheld: true },
    })
    expect(withheld.statusCode).toBe(200)
    const attachments = async (cookie: string) => {
      const list = await get(cookie, '/api/v1/publicities')
      expect(list.statusCode).toBe(200)
      const items = list.json<{ items: Array<{ attachments: Array<{ id: string }> }> }>().items
      expect(items).toHaveLength(1)
      return items[0]!.attachments.map((a) => a.id)
    }
    expect(await attachments(familyCookie)).toEqual([picture])
    expect(await attachments(await t.login(teacher.email!))).toEqual([])
  })

  /** An export names a file `<date>_<last 8 characters of its id>_<name>` (docs/data-protection.md). */
  const exportFileMark = (mediaId: string) => `_${mediaId.slice(-8)}_`

  async function exportNames(who: Who): Promise<string[]> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/data-protection/exports',
      headers: { cookie: who.cookie },
    })
    expect(created.statusCode, created.body).toBe(201)
    const download = await get(who.cookie, created.json<{ downloadUrl: string }>().downloadUrl)
    return zipEntryNames(download.rawPayload)
  }
})
