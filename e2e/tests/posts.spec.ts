import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { signInThroughApi } from '../support/api'
import { PostEditPage } from '../pages/post-edit-page'
import { fill, literal, newsMessages } from '../pages/post-messages'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// THE communication journey: a teacher publishes a post with a photo to her section; a guardian of a
// child of that section sees it in the feed and reacts; a guardian elsewhere never sees it — not
// in the feed, not by /news/{id}, not by the photo's media URL.
// teacher.babies (Babies, Les Lucioles) and guardian.lyon (Louise is in Babies) speak French;
// guardian.london's child is in another group, signed in through the API only.

test.setTimeout(120_000)

test('a teacher’s post with a photo reaches the families of her section, and only them', async ({
  page,
  browser,
  request,
}) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/posts/edit/new')
  const editor = new PostEditPage(page)
  const text = `Bac à sable cet après-midi ${Date.now()}`
  await editor.write(text)
  await editor.attachPhoto('bac-a-sable.png')
  await editor.shareWith('Babies')
  const post = await editor.publish()
  expect(post.status).toBe('published')
  expect(post.attachments).toHaveLength(1)
  const photoId = post.attachments[0]!.id
  await expect(page).toHaveURL(/\/$/)

  // The guardian of Louise (Babies) finds it at the top of her feed and reacts.
  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(family).open(guardian, '/')
  const card = family.getByRole('article').filter({ hasText: text })
  await expect(card).toBeVisible()
  const newsId = await card.getAttribute('data-news-id')
  expect(newsId).toBeTruthy()
  const news = await newsMessages(family)
  await card
    .getByRole('button', { name: literal(news.reactions.heart) })
    .first()
    .click()
  await expect(
    card.getByRole('button', {
      name: fill(news.reactions.react, { reaction: news.reactions.heart, count: 1 }),
    }),
  ).toBeVisible()
  expect((await family.request.get(`/api/v1/media/${photoId}/url`)).status()).toBe(200)
  await context.close()

  // A guardian of another section (another group): not in the feed, not by id, not the photo.
  await signInThroughApi(request, 'guardian.london@nido.demo', demoPassword)
  const feed = await request.get('/api/v1/news')
  expect(feed.status()).toBe(200)
  const items = ((await feed.json()) as { items: { id: string }[] }).items
  expect(items.map((i) => i.id)).not.toContain(newsId)
  expect((await request.get(`/api/v1/news/${newsId}`)).status()).toBe(404)
  expect((await request.get(`/api/v1/media/${photoId}/url`)).status()).toBe(404)
  expect((await request.get(`/api/v1/media/${photoId}/download`)).status()).toBe(404)
  expect((await request.get(`/api/v1/posts/${post.id}`)).status()).toBe(404)
})
