import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import type { NotificationCounts } from '../../packages/domain/src/contracts/notifications'
import { PostEditPage } from '../pages/post-edit-page'
import { NotificationPanel } from '../pages/notification-panel'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Moderation, spec 000 §2, §4, §6: teacher.moderated (Big ones, Les Lucioles; Italian) posts;
// the post waits; director@nido.demo (moderator of Les Lucioles; French) sees the badge change
// without reloading (realtime, ARCHITECTURE §8), approves from the notification panel, and the
// badge goes back down.

async function badgeTotal(page: Page): Promise<number> {
  const counts = (await (await page.request.get('/api/v1/notifications/counts')).json()) as NotificationCounts
  return counts.toModerate + counts.pendingModeration
}

test.setTimeout(120_000)

test('a moderated teacher’s post waits until a moderator approves it from the panel', async ({
  page,
  browser,
}) => {
  const moderatorContext = await browser.newContext()
  const moderatorPage = await moderatorContext.newPage()
  const director = await signInAndAcceptTerms(moderatorPage, 'director@nido.demo', demoPassword)
  await new Shell(moderatorPage).open(director, '/')
  const panel = new NotificationPanel(moderatorPage)
  await panel.expectCount(await badgeTotal(moderatorPage))

  const teacher = await signInAndAcceptTerms(page, 'teacher.moderated@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/posts/edit/new')
  const editor = new PostEditPage(page)
  const text = `Pittura con le dita ${Date.now()}`
  await editor.write(text)
  await editor.shareWith('Big ones')
  const post = await editor.publish()
  expect(post.status).toBe('pending')

  // The moderator's badge follows without a reload (the realtime hint re-fetches the counts).
  const waiting = await badgeTotal(moderatorPage)
  expect(waiting).toBeGreaterThan(0)
  await panel.expectCount(waiting)

  // The author sees it waiting in her own panel.
  const authorPanel = new NotificationPanel(page)
  await authorPanel.open()
  await expect(authorPanel.item(text)).toBeVisible()
  await page.keyboard.press('Escape')

  await panel.open()
  await expect(panel.item(text)).toBeVisible()
  await panel.approve(text)
  await moderatorPage.keyboard.press('Escape')
  await panel.expectCount(await badgeTotal(moderatorPage))

  // Published: no longer waiting for the author either.
  expect(
    ((await (await page.request.get(`/api/v1/posts/${post.id}`)).json()) as { status: string }).status,
  ).toBe('published')
  await moderatorContext.close()
})
