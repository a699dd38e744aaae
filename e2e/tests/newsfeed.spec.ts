import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { signInThroughApi } from '../support/api'
import { NewsfeedPage } from '../pages/newsfeed-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// The newsfeed (docs/news-feed.md): a guardian of Les Lucioles (guardian.lyon, French) reads the demo feed
// (seed/demo-news.ts), filters it, reacts and un-reacts, opens an item by id; a guardian of
// another group (guardian.antwerp, De Egeltjes) sees none of it, in the feed or by id.

const party = 'Fête de fin d’année'
const welcome = 'Bienvenue sur Nido'
const director = 'Camille Rousseau'

test('a guardian reads, filters and reacts to the demo feed; another school’s guardian does not see it', async ({
  page,
  request,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/')
  const feed = new NewsfeedPage(page)
  await feed.expectHeading()
  await expect(feed.card(party)).toBeVisible()
  await expect(feed.card(welcome)).toBeVisible()

  // Content search ignores accents and case (spec 001 §3 newsContent).
  await feed.search('FETE DE FIN')
  await expect(feed.card(party)).toBeVisible()
  await expect(feed.card(welcome)).toHaveCount(0)
  await feed.resetFilters()
  await expect(feed.card(welcome)).toBeVisible()

  // Spec 001 §4: the heart once adds it, the same again removes it.
  const card = feed.card(party)
  const { button, count } = await feed.heart(card)
  expect(Number.isInteger(count)).toBe(true)
  await button.click()
  await feed.expectHeart(card, count + 1, true)
  await (await feed.heart(card)).button.click()
  await feed.expectHeart(card, count, false)

  // The item by id: the same card at /news/{id}.
  const newsId = await card.getAttribute('data-news-id')
  expect(newsId).toBeTruthy()
  await feed.open(card, director)
  await expect(page).toHaveURL(new RegExp(`/news/${newsId}$`))
  await expect(feed.card(party)).toBeVisible()

  // A guardian of another group: not in the feed, 404 by id.
  await signInThroughApi(request, 'guardian.antwerp@nido.demo', demoPassword)
  const other = await request.get('/api/v1/news')
  expect(other.status()).toBe(200)
  const ids = ((await other.json()) as { items: Array<{ id: string }> }).items.map((i) => i.id)
  expect(ids.length).toBeGreaterThan(0)
  expect(ids).not.toContain(newsId)
  expect((await request.get(`/api/v1/news/${newsId}`)).status()).toBe(404)
})
