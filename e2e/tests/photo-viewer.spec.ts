import { expect, test, type Locator } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { PostEditPage } from '../pages/post-edit-page'
import { fill, literal, newsMessages, postMessages } from '../pages/post-messages'
import { Shell, signInAndAcceptTerms } from '../pages/shell'
import { uiMessages } from '../pages/ui-messages'

// A post's photos, on a phone: the composer shows what was attached (with a remove button), and a
// photo on the feed card opens the one media viewer of ui/ (STYLE habit 13): named by position,
// author and date rather than its file name, moved by a swipe or the arrow keys, downloadable.
// teacher.babies (Babies, Les Lucioles) speaks French.

test.setTimeout(120_000)
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** A horizontal swipe on the viewer's stage (touch events, as a phone sends them). */
async function swipe(stage: Locator, fromX: number, toX: number): Promise<void> {
  const at = (clientX: number) => [{ identifier: 1, clientX, clientY: 400 }]
  await stage.dispatchEvent('touchstart', { touches: at(fromX), changedTouches: at(fromX) })
  await stage.dispatchEvent('touchend', { touches: [], changedTouches: at(toX) })
}

test('a post’s photos show in the composer and open in the viewer from the feed card', async ({ page }) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/posts/edit/new')
  const editor = new PostEditPage(page)
  const m = await postMessages(page)
  const u = await uiMessages(page)
  const text = `Pique-nique au parc ${Date.now()}`
  await editor.write(text)

  // The composer shows a thumbnail of each photo, and a removed one goes with its thumbnail.
  await editor.attachPhoto('parc-1.png')
  await editor.attachPhoto('parc-2.png')
  await editor.attachPhoto('parc-3.png')
  const attachments = page.getByRole('list', { name: m.edit.attachments })
  await expect(attachments.getByTestId('attachment-thumb')).toHaveCount(3)
  await attachments.getByRole('button', { name: fill(u.documents.remove, { name: 'parc-3.png' }) }).click()
  await expect(attachments.getByText('parc-2.png')).toBeVisible()
  await expect(attachments.getByText('parc-3.png')).toHaveCount(0)
  await expect(attachments.getByTestId('attachment-thumb')).toHaveCount(2)
  await editor.shareWith('Babies')
  const post = await editor.publish()
  expect(post.attachments).toHaveLength(2)
  await expect(page).toHaveURL(/\/$/)

  // On the card, the photos are named by position and author, not by their file names.
  const news = await newsMessages(page)
  const card = page.getByRole('article').filter({ hasText: text })
  await expect(card).toBeVisible()
  const name = `${teacher.user.firstname} ${teacher.user.lastname}`
  const photoName = (position: number) =>
    literal(fill(news.card.photoAlt.split('{{date}}')[0] ?? '', { position, count: 2, name }))
  const first = card.getByRole('button', { name: photoName(1) })
  await expect(first).toBeVisible()
  await expect(card.getByRole('img', { name: /parc-1\.png/ })).toHaveCount(0)

  // A tap opens the viewer on that photo; a swipe and the arrow keys move; Escape closes it.
  await first.tap()
  const title = (position: number, fileName: string) =>
    fill(u.viewer.title, { position, count: 2, name: fileName })
  const viewer = page.getByRole('dialog', { name: title(1, 'parc-1.png') })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByRole('img', { name: photoName(1) })).toBeVisible()
  await expect(viewer.getByRole('button', { name: u.viewer.download })).toBeVisible()
  await swipe(viewer.getByTestId('media-viewer-stage'), 320, 80)
  await expect(page.getByRole('dialog', { name: title(2, 'parc-2.png') })).toBeVisible()
  await expect(page.getByRole('img', { name: photoName(2) })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('dialog', { name: title(1, 'parc-1.png') })).toBeVisible()

  // Download asks the server for the file under its own name (spec 000 §7 download).
  const download = page.waitForResponse((r) =>
    r.url().endsWith(`/api/v1/media/${post.attachments[0]!.id}/download`),
  )
  await page.getByRole('button', { name: u.viewer.download }).click()
  expect((await download).status()).toBe(200)

  await page.keyboard.press('Escape')
  await expect(card).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
