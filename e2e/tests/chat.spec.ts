import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import type { ChatChannel, ChatMessage } from '../../packages/domain/src/contracts/chat'
import { tinyPng } from '../pages/test-files'
import { ChatPage, fill } from '../pages/chat-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Chat, spec 001 §2 chat screen, §4 (creation in steps, write/edit, message edition), §7
// (socket events: new, edit, delete, reaction). teacher.babies (Léa Fontaine, section Babies) writes
// to guardian.lyon (Claire Dubois, mother of Louise in Babies) in two browser contexts; every
// change shows on the other side without a reload. A guardian starts no chat with staff (spec 001
// §5 matrix: only coordinators, directors and teachers send first); she may write to her child's
// other guardian, and once nobody is left to write to, the "new" action is gone.

test.setTimeout(120_000)

test('a teacher and a guardian chat live: send, react, edit, delete', async ({ page, browser }) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/chat')
  const pro = new ChatPage(page)
  await pro.expectVisible()
  const channel = await pro.createOneToOne('Dubois', 'Claire Dubois')
  expect(channel.users.map((u) => u.lastname)).toContain('Dubois')
  await expect(pro.conversation('Claire Dubois')).toBeVisible()

  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(family).open(guardian, '/chat')
  const parent = new ChatPage(family)
  await parent.expectVisible()
  await expect(parent.channelEntry('Léa Fontaine')).toBeVisible()
  // Spec 001 §5: the teacher is not offered to the guardian; her co-guardian Julien is.
  expect(await parent.recipientsFor('Fontaine')).toEqual([])
  expect(await parent.recipientsFor('Dubois')).toContain('Julien Dubois')
  await parent.openChannel('Léa Fontaine')

  // A new message arrives live, and the guardian's answer too.
  const hello = `Bonjour, Louise a bien dormi ${Date.now()}`
  await pro.send(hello)
  await expect(pro.message('Claire Dubois', hello)).toBeVisible()
  await expect(parent.message('Léa Fontaine', hello)).toBeVisible()
  const answer = `Merci beaucoup ! ${Date.now()}`
  await parent.send(answer)
  await expect(pro.message('Claire Dubois', answer)).toBeVisible()

  // Spec 001 §4 toggle: a reaction shows on the other side; the same again takes it back.
  await pro.react(pro.message('Claire Dubois', answer), 'heart')
  const heart = pro.reaction(pro.message('Claire Dubois', answer), 'heart', 1)
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  const seenHeart = parent.reaction(parent.message('Léa Fontaine', answer), 'heart', 1)
  await expect(seenHeart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(pro.reaction(pro.message('Claire Dubois', answer), 'heart', 1)).toHaveCount(0)
  await expect(seenHeart).toHaveCount(0)
  // Another one replaces it, also live.
  await pro.react(pro.message('Claire Dubois', answer), 'smile')
  await expect(parent.reaction(parent.message('Léa Fontaine', answer), 'smile', 1)).toBeVisible()

  // Message edition (spec 001 §4 UI mode edit): the new text replaces the old one live.
  const edited = `${hello} (modifié)`
  await pro.edit(pro.message('Claire Dubois', hello), edited)
  await expect(parent.message('Léa Fontaine', edited)).toBeVisible()
  await expect(parent.message('Léa Fontaine', edited)).toContainText(parent.texts.message.edited)

  // Deletion after a confirmation: the message stays in place as deleted, on both sides.
  await pro.delete(pro.message('Claire Dubois', edited))
  await expect(pro.message('Claire Dubois', edited)).toHaveCount(0)
  await expect(parent.message('Léa Fontaine', parent.texts.message.deleted)).toBeVisible()
  await expect(parent.message('Léa Fontaine', edited)).toHaveCount(0)
  await expect(parent.message('Léa Fontaine', answer)).toBeVisible()

  // The guardian's messages are shown seen by the teacher, who has the conversation open.
  await expect(
    parent
      .message('Léa Fontaine', answer)
      .getByText(fill(parent.texts.message.seenBy, { names: 'Léa Fontaine' })),
  ).toBeVisible()

  await context.close()
})

// Nobody left to write to: the co-guardian blocked and other families turned off in the settings
// (spec 001 §3 options), the "new" action goes; unblocking brings it back (§4). guardian.antwerp
// (Pieter Janssens, co-guardian Sofie Maes): no other journey reads his chat settings, so the
// contacts journey of guardian.lyon, running at the same time, is not disturbed.
test('a guardian with nobody left to write to is not offered a new conversation', async ({ page }) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.antwerp@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/chat')
  const parent = new ChatPage(page)
  await parent.expectVisible()
  await expect(parent.newChannelButton()).toBeVisible()
  const sofie = (
    (await (await page.request.get('/api/v1/chat/recipients?q=Maes')).json()) as {
      items: Array<{ id: string }>
    }
  ).items[0]
  expect(sofie).toBeDefined()
  expect((await page.request.put(`/api/v1/chat/blocks/${sofie!.id}`)).status()).toBe(204)
  await new Shell(page).open(guardian, '/chat')
  await parent.expectVisible()
  let settings = await parent.openSettings()
  const otherFamilies = settings.getByRole('switch', { name: parent.texts.settings.meCanContactOtherFamily })
  await expect(otherFamilies).toBeChecked()
  const reloaded = page.waitForResponse((r) => r.url().includes('/api/v1/chat/recipients'))
  await otherFamilies.click()
  await expect(otherFamilies).not.toBeChecked()
  await reloaded
  await settings.getByRole('button', { name: parent.texts.actions.close }).click()
  await expect(parent.newChannelButton()).toHaveCount(0)
  settings = await parent.openSettings()
  await settings
    .getByRole('button', { name: fill(parent.texts.settings.unblock, { name: 'Sofie Maes' }) })
    .click()
  await expect(settings.getByText(parent.texts.settings.noBlocked)).toBeVisible()
  await settings.getByRole('button', { name: parent.texts.actions.close }).click()
  await expect(parent.newChannelButton()).toBeVisible()
})

// Spec 001 §7 and §9: 25 messages a page going back with untilMessageId; one attachment; a send
// whose answer is lost is retried with the same client-made id and stored once (ARCHITECTURE §8).
test('older pages, an attachment, and a retried send stored once', async ({ page }) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  const claire = (
    (await (await page.request.get('/api/v1/chat/recipients?q=Claire%20Dubois')).json()) as {
      items: Array<{ id: string }>
    }
  ).items[0]
  expect(claire).toBeDefined()
  const title = `Sieste des Bébés ${Date.now()}`
  const created = await page.request.post('/api/v1/chat/channels', {
    data: { memberIds: [claire!.id], title, color: 'green' },
  })
  expect(created.status()).toBe(201)
  const channel = (await created.json()) as ChatChannel
  for (let n = 1; n <= 30; n++) {
    const sent = await page.request.post(`/api/v1/chat/channels/${channel.id}/messages`, {
      data: { clientId: crypto.randomUUID(), text: `Note ${n} de la journée` },
    })
    expect(sent.status()).toBe(201)
  }

  await new Shell(page).open(teacher, `/chat?channel=${channel.id}`)
  const chat = new ChatPage(page)
  await chat.expectVisible()
  await expect(chat.message(title, 'Note 30 de la journée')).toBeVisible()
  // The first page holds the 25 newest: note 5 is not loaded until going back.
  await expect(chat.message(title, 'Note 5 de la journée')).toHaveCount(0)
  const earlier = page.waitForResponse((r) => r.url().includes('untilMessageId='))
  // Scrolling to the top of the conversation asks for the previous page (the "load earlier"
  // button above the first message does the same for keyboard users).
  await expect(page.getByRole('button', { name: chat.texts.conversation.loadEarlier })).toBeVisible()
  await chat.conversation(title).evaluate((el) => el.scrollTo(0, 0))
  await earlier
  await expect(chat.message(title, 'Note 5 de la journée')).toBeVisible()
  await expect(chat.message(title, 'Note 1 de la journée')).toBeVisible()
  await expect(page.getByText(chat.texts.conversation.start)).toBeVisible()

  // One attachment: a photo shows in place, named after its sender.
  await chat.attach({ name: 'sieste.png', mimeType: 'image/png', buffer: tinyPng })
  await page.getByRole('button', { name: chat.texts.composer.send }).click()
  await expect(
    chat
      .conversation(title)
      .getByRole('img', { name: fill(chat.texts.message.image, { name: 'Léa Fontaine' }) }),
  ).toBeVisible()

  // A send that never reaches the server shows as not sent, with a retry.
  let failOnce = true
  await page.route(`**/api/v1/chat/channels/${channel.id}/messages`, async (route) => {
    if (route.request().method() !== 'POST' || !failOnce) return route.fallback()
    failOnce = false
    await route.abort('connectionreset')
  })
  const retried = `Louise dort encore ${Date.now()}`
  await chat.send(retried)
  await expect(page.getByText(chat.texts.message.failed)).toBeVisible()
  const stored = page.waitForResponse(
    (r) => r.url().endsWith(`/channels/${channel.id}/messages`) && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: chat.texts.message.retry }).click()
  expect(((await (await stored).json()) as ChatMessage).text).toBe(retried)
  await expect(page.getByText(chat.texts.message.failed)).toHaveCount(0)
  await expect(chat.message(title, retried)).toHaveCount(1)

  // A send the server stores but whose answer is lost: the realtime echo carries the same client
  // id, so the pending copy gives way to the stored one; a retry would be stored once anyway.
  let loseOnce = true
  await page.unrouteAll({ behavior: 'wait' })
  await page.route(`**/api/v1/chat/channels/${channel.id}/messages`, async (route) => {
    if (route.request().method() !== 'POST' || !loseOnce) return route.fallback()
    loseOnce = false
    await route.fetch()
    await route.abort('connectionreset')
  })
  const lost = `Réveil à 15 h ${Date.now()}`
  await chat.send(lost)
  await expect(chat.message(title, lost)).toHaveCount(1)
  await expect(chat.message(title, lost)).not.toContainText(chat.texts.message.sending)
  await new Shell(page).open(teacher, `/chat?channel=${channel.id}`)
  await chat.expectVisible()
  await expect(chat.message(title, retried)).toHaveCount(1)
  await expect(chat.message(title, lost)).toHaveCount(1)
})
