import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { readZip } from '../../apps/server/src/modules/galleries/zip-reader.test-helper'
import { fill, GalleriesPage } from '../pages/galleries-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'
import { uiMessages } from '../pages/ui-messages'

// Albums and children in photos (docs/galleries.md): a teacher of the Babies section makes an
// album of several photos and tags a child; a guardian of that section opens it in the viewer with
// the keyboard only, downloads it as a zip, then finds the tagged photo under "photos of my child".
// teacher.babies and guardian.lyon (mother of Louise, in Babies) both read French.

async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** Makes a child of the guardian the current one (spec 000 §4 scope selector), by first name. */
async function chooseChild(page: Page, childIds: string[], firstname: string): Promise<string> {
  const meta = await page.request.post('/api/v1/scope/metadata', { data: { userIds: childIds } })
  const users = (await meta.json()).users as Array<{ id: string; firstname: string }>
  const child = users.find((u) => u.firstname === firstname)
  expect(child, `${firstname} is a child of the guardian`).toBeTruthy()
  expect((await page.request.put('/api/v1/me/scope', { data: { childId: child!.id } })).status()).toBe(200)
  return child!.id
}

test('a teacher shares an album; a guardian views it with the keyboard, downloads it and finds their child', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const title = `Carnaval ${Date.now()}`
  const files = [
    await photo('masques.jpg', { r: 200, g: 40, b: 40 }),
    await photo('danse.jpg', { r: 40, g: 160, b: 40 }),
    await photo('goûter.jpg', { r: 40, g: 40, b: 200 }),
  ]

  // --- the teacher ---
  const teacherContext = await browser.newContext()
  const teacherPage = await teacherContext.newPage()
  const teacher = await signInAndAcceptTerms(teacherPage, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(teacherPage).open(teacher, '/galleries')
  const teacherAlbums = new GalleriesPage(teacherPage, teacher.user.language)
  await teacherAlbums.createAlbum({ title, section: 'Babies', files })
  await teacherAlbums.tagChild('danse.jpg', 'Louise Dubois')
  await teacherContext.close()

  // --- the guardian ---
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await chooseChild(page, guardian.meta.familyScope.childIds, 'Louise')
  await new Shell(page).open(guardian, '/galleries')
  const albums = new GalleriesPage(page, guardian.user.language)
  const m = await albums.messages()
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(albums.items(m)).toHaveCount(3)

  // The viewer, by keyboard only: Enter opens, arrows move, Escape closes and gives focus back.
  const first = page.getByRole('button', { name: fill(m.view.open, { position: 1, name: 'masques.jpg' }) })
  await first.focus()
  await page.keyboard.press('Enter')
  const u = await uiMessages(page)
  const viewer1 = albums.viewer(u, 1, 3, 'masques.jpg')
  await expect(viewer1).toBeVisible()
  await expect(
    viewer1.getByRole('img', { name: fill(u.viewer.mediaAlt, { position: 1, name: 'masques.jpg' }) }),
  ).toBeVisible()
  // The dialog takes the focus once it has opened; keys pressed before that go to the page.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true)
  await page.keyboard.press('ArrowRight')
  const viewer2 = albums.viewer(u, 2, 3, 'danse.jpg')
  await expect(viewer2).toBeVisible()
  await expect(viewer2.getByRole('list', { name: u.viewer.children })).toHaveText('Louise Dubois')
  await page.keyboard.press('ArrowRight')
  await expect(albums.viewer(u, 3, 3, 'goûter.jpg')).toBeVisible()
  await expect(page.getByRole('button', { name: u.viewer.next })).toBeDisabled()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer2).toBeVisible()
  // Focus stays inside the dialog while it is open.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
  await expect(viewer2.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(first).toBeFocused()

  // The whole album as a zip, in album order.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: m.view.download }).click()
  const zip = await download
  expect(zip.suggestedFilename()).toBe(`${title}.zip`)
  const entries = readZip(Buffer.concat(await (await zip.createReadStream()).toArray()))
  expect(entries.map((e) => e.name)).toEqual(['001-masques.jpg', '002-danse.jpg', '003-gouter.jpg'])

  // Photos of my child: the tagged photo, with the consent switch (the guardian is a referent).
  await page.goto('/galleries')
  await page.getByRole('link', { name: m.list.childPhotos }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: fill(m.child.titleNamed, { name: 'Louise' }) }),
  ).toBeVisible()
  // Counted within this album: a retried run has tagged Louise in an album of its own before.
  const photos = page.getByRole('list', { name: m.child.photos }).getByRole('listitem')
  await expect(photos.filter({ hasText: fill(m.child.fromAlbum, { title }) })).toHaveCount(1)
  const consentLabel = fill(m.consent.label, { name: 'Louise' })
  await expect(
    page.getByRole('switch', { name: consentLabel }).or(page.getByRole('checkbox', { name: consentLabel })),
  ).toBeChecked()
  const childZip = page.waitForEvent('download')
  await page.getByRole('link', { name: m.child.download }).click()
  const childEntries = readZip(Buffer.concat(await (await (await childZip).createReadStream()).toArray()))
  // The archive holds every photo of the child the page lists, named by their capture time.
  expect(childEntries).toHaveLength(await photos.count())
  for (const entry of childEntries)
    expect(entry.name).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}(-\d+)?\.jpg$/)
  await context.close()
})
