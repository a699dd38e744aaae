import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { DailyLogPage, dailyLogMessages } from '../pages/daily-log-page'
import { newsMessages } from '../pages/post-messages'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// The care log (docs/daily-log.md): the teacher of the Lyon Babies logs a bottle and a nap
// for three children at once; guardian.lyon (Louise Dubois is in Babies) sees them in the feed,
// in Louise's Daily card (filtered by the daily settings on the server).

test.setTimeout(120_000)

test('a teacher logs a bottle and a nap for three children, the guardian sees them in the feed', async ({
  page,
  browser,
}) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/daily')
  const log = new DailyLogPage(page)
  await log.expectHeading()
  const board = await log.board()
  const louise = board.children.find((c) => c.firstname === 'Louise' && c.lastname === 'Dubois')
  expect(louise, 'Louise Dubois is in the Babies').toBeTruthy()
  const others = board.children.filter((c) => c.id !== louise!.id).slice(0, 2)
  const names = [louise!, ...others].map((c) => `${c.firstname} ${c.lastname}`)

  await log.select(names)
  const bottles = await log.add('bottle', async (dialog, m) => {
    await dialog.getByRole('spinbutton', { name: m.dialog.quantityMl }).fill('120')
  })
  expect(bottles.map((e) => e.childId).sort()).toEqual([louise!, ...others].map((c) => c.id).sort())
  expect(new Set(bottles.map((e) => e.batchId)).size).toBe(1)

  await log.select(names)
  const naps = await log.add('nap', async () => {})
  expect(naps).toHaveLength(3)

  const m = await dailyLogMessages(page)
  for (const name of names) {
    const list = log.entriesOf(name, m)
    // first(): a retry of this test finds the first try's entries too.
    await expect(list.getByText(m.kinds.bottle, { exact: true }).first()).toBeVisible()
    await expect(list.getByText(m.kinds.nap, { exact: true }).first()).toBeVisible()
  }

  // The family: Louise's Daily card in the feed shows both entries.
  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(family).open(guardian, '/')
  const news = (await newsMessages(family)) as unknown as {
    daily: { timeline: string; kinds: Record<string, string>; details: Record<string, string> }
  }
  // Today's card comes first (the demo also has yesterday's, with another bottle and nap).
  const timeline = family.getByRole('list', { name: `${news.daily.timeline} — Louise Dubois` }).first()
  const bottle = timeline.getByRole('listitem').filter({ hasText: news.daily.kinds.bottle! })
  await expect(
    bottle.getByText(news.daily.details.quantityMl!.replace('{{value}}', '120'), { exact: false }),
  ).toBeVisible()
  const nap = timeline.getByRole('listitem').filter({ hasText: news.daily.kinds.nap! })
  await expect(nap.getByText(news.daily.details.asleep!, { exact: false })).toBeVisible()
  // Nobody else's child: the guardian's feed has no card of the other two children.
  for (const other of others)
    await expect(
      family.getByRole('list', { name: `${news.daily.timeline} — ${other.firstname} ${other.lastname}` }),
    ).toHaveCount(0)
  await context.close()
})
