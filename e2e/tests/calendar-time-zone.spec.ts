import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { CalendarPage } from '../pages/calendar-page'
import { NewsfeedPage } from '../pages/newsfeed-page'
import { newsMessages } from '../pages/post-messages'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Events in the school's time zone (docs/decisions/0042, docs/phones.md): Les Lucioles is in
// Europe/Paris and these browsers in UTC. The director types 16:00 and the server stores the
// instant of 16:00 in Paris (15:00Z in winter); the director's calendar, a parent's calendar on a
// phone and the parent's feed all read 16:00, with "Paris time" said since the browser's differs.

test.use({ timezoneId: 'UTC' })
test.setTimeout(120_000)

/** The instant of a wall-clock time in Paris (its offset that day read from the browser's Intl). */
function parisInstant(wall: string): number {
  const asUtc = Date.parse(`${wall}:00Z`)
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' })
    .formatToParts(asUtc)
    .find((p) => p.type === 'timeZoneName')!.value // "GMT+1" or "GMT+2"
  return asUtc - Number(offset.replace('GMT', '')) * 3_600_000
}

const place = (text: string) => text.replace('{{place}}', 'Paris')

test('a browser in UTC enters and reads a Paris school’s event in Paris time', async ({ page, browser }) => {
  const day = `${new Date().toISOString().slice(0, 7)}-10`
  const title = `Goûter des familles ${Date.now()}`
  const director = await signInAndAcceptTerms(page, 'director@nido.demo', demoPassword)
  await new Shell(page).open(director, '/calendar')
  const calendar = new CalendarPage(page)
  const m = await calendar.expectLoaded()
  await expect(page.getByText(place(m.zoneNote), { exact: true })).toBeVisible()

  const event = await calendar.create({
    title,
    start: `${day}T16:00`,
    end: `${day}T17:30`,
    shareWith: 'Crèche Les Lucioles',
  })
  expect(Date.parse(event.startsAt)).toBe(parisInstant(`${day}T16:00`))
  expect(Date.parse(event.endsAt)).toBe(parisInstant(`${day}T17:30`))
  expect(event.timezone).toBe('Europe/Paris')

  // The month grid and the entry's details read the Paris wall clock, not the browser's.
  await expect(calendar.day(day).getByText(title)).toBeVisible()
  await expect(calendar.event(title)).toContainText('16:00')
  await calendar.event(title).click()
  const details = page.getByRole('dialog', { name: title })
  await expect(details).toContainText('16:00')
  await expect(details).toContainText(`(${place(m.zoneShort)})`)
  await details.getByRole('button', { name: m.details.close }).click()

  // A parent on a phone, in UTC too: the list view and the feed's event card.
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } })
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  const shell = new Shell(family)
  await shell.open(guardian, '/calendar')
  const seen = new CalendarPage(family)
  const g = await seen.expectLoaded()
  await expect(family.getByText(place(g.zoneNote), { exact: true })).toBeVisible()
  // The 10th is in this month's list.
  await family.getByRole('button', { name: g.views.month }).click()
  const row = family.locator('.fc-list-event').filter({ hasText: title })
  await expect(row.locator('.fc-list-event-time')).toContainText('16:00')

  await shell.open(guardian, '/')
  const feed = new NewsfeedPage(family)
  await feed.expectHeading()
  const n = await newsMessages(family)
  const card = feed.card(title)
  await expect(card).toContainText('16:00')
  await expect(card).toContainText(`(${place(n.event.zone)})`)
  await context.close()
})
