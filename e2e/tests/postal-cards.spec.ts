import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { signInThroughApi } from '../support/api'
import { postalCardsMessages } from '../pages/postal-cards-messages'
import { PostalCardsPage } from '../pages/postal-cards-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Spec 000 §2 /postal-cards, §6 (postal-card flag plus communication): guardian.antwerp sends a
// photo and a message to Noor's section (Kikkers, De Egeltjes, where the seed turns postal cards
// on); the school's director, staff of every section, sees it unread, opens it, and it is read.
// Both speak Dutch (nl-BE). No demo teacher of De Egeltjes has an account, hence the director.

test.setTimeout(120_000)

test('a guardian sends a postal card; the staff see it unread, then read', async ({
  page,
  browser,
  request,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.antwerp@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/postal-cards')
  const message = `Groetjes van zee! ${Date.now()}`
  const cards = new PostalCardsPage(page)
  const cardId = await cards.send(message)
  const from = `${guardian.user.firstname} ${guardian.user.lastname}`
  await expect(page.getByText(message)).toBeVisible()

  const context = await browser.newContext()
  const staff = await context.newPage()
  const director = await signInAndAcceptTerms(staff, 'director.antwerp@nido.demo', demoPassword)
  const before = (
    (await (await staff.request.get('/api/v1/postal-cards/unread-count')).json()) as { count: number }
  ).count
  expect(before).toBeGreaterThanOrEqual(1)
  await new Shell(staff).open(director, '/postal-cards')
  const m = await postalCardsMessages(staff)
  const inbox = new PostalCardsPage(staff)
  const unread = (await inbox.card(false, 'Noor Janssens', from)).filter({ hasText: message })
  await expect(unread).toBeVisible()
  await unread.click()
  const dialog = staff.getByRole('dialog')
  await expect(dialog.getByText(message)).toBeVisible()
  await expect(dialog.getByRole('img', { name: m.cards.photoAlt })).toBeVisible()
  await dialog.getByRole('button', { name: m.common.close }).click()
  await expect((await inbox.card(true, 'Noor Janssens', from)).filter({ hasText: message })).toBeVisible()
  const after = (
    (await (await staff.request.get('/api/v1/postal-cards/unread-count')).json()) as { count: number }
  ).count
  expect(after).toBe(before - 1)
  await context.close()

  // Another family never sees the card.
  await signInThroughApi(request, 'guardian.lyon@nido.demo', demoPassword)
  expect((await request.get(`/api/v1/postal-cards/${cardId}`)).status()).toBe(403)
})
