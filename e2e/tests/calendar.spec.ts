import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { CalendarPage } from '../pages/calendar-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Calendar: a director drags an event. director@nido.demo creates an event for the
// whole of Les Lucioles (creation in steps, spec 001 §4), then drags it to the next day (spec
// 001 §7 move: PUT startsAt, endsAt). guardian.lyon (a Lucioles family) sees it on its new day but
// has neither the creation button nor a draggable event, and the server refuses a move.

test.setTimeout(120_000)

test('a director creates an event and drags it to another day; a guardian sees it but cannot move it', async ({
  page,
  browser,
}) => {
  // The 10th and 11th of the current month are always in the month grid.
  const month = new Date().toISOString().slice(0, 7)
  const title = `Atelier cuisine ${Date.now()}`
  const director = await signInAndAcceptTerms(page, 'director@nido.demo', demoPassword)
  await new Shell(page).open(director, '/calendar')
  const calendar = new CalendarPage(page)
  await calendar.expectLoaded()
  const event = await calendar.create({
    title,
    start: `${month}-10T10:00`,
    end: `${month}-10T11:30`,
    shareWith: 'Crèche Les Lucioles',
  })
  await expect(calendar.day(`${month}-10`).getByText(title)).toBeVisible()

  const moved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/v1/calendar/events/${event.id}/move`) && r.request().method() === 'PUT',
  )
  await calendar.drag(title, `${month}-11`)
  const answer = await moved
  expect(answer.status()).toBe(200)
  const after = (await answer.json()) as { startsAt: string; endsAt: string }
  const day = 86_400_000
  expect(Date.parse(after.startsAt) - Date.parse(event.startsAt)).toBe(day)
  expect(Date.parse(after.endsAt) - Date.parse(event.endsAt)).toBe(day)
  await expect(calendar.day(`${month}-11`).getByText(title)).toBeVisible()
  await expect(calendar.day(`${month}-10`).getByText(title)).toHaveCount(0)

  // Spec 001 §8: when the server refuses a move, the dragged dates are restored (and a toast says so).
  await page.route('**/api/v1/calendar/events/*/move', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: 'VALIDATION_ERROR', message: 'refused' }),
    }),
  )
  await calendar.drag(title, `${month}-12`)
  const m = await calendar.expectLoaded()
  await expect(page.getByText(m.move.failed)).toBeVisible()
  await expect(calendar.day(`${month}-11`).getByText(title)).toBeVisible()
  await expect(calendar.day(`${month}-12`).getByText(title)).toHaveCount(0)
  await page.unroute('**/api/v1/calendar/events/*/move')

  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(family).open(guardian, '/calendar')
  const seen = new CalendarPage(family)
  const g = await seen.expectLoaded()
  await expect(seen.day(`${month}-11`).getByText(title)).toBeVisible()
  await expect(family.getByRole('button', { name: g.newEvent })).toHaveCount(0)
  await expect(seen.event(title)).not.toHaveClass(/fc-event-draggable/)
  // A drag by hand does nothing, and the server refuses the move anyway.
  let moveRequests = 0
  family.on('request', (r) => {
    if (r.url().includes('/move')) moveRequests++
  })
  await seen.drag(title, `${month}-12`)
  await expect(seen.day(`${month}-11`).getByText(title)).toBeVisible()
  expect(moveRequests).toBe(0)
  const refused = await family.request.put(`/api/v1/calendar/events/${event.id}/move`, {
    data: { startsAt: event.startsAt, endsAt: event.endsAt },
  })
  expect(refused.status()).toBe(403)
  // Clicking opens it read-only.
  await seen.event(title).click()
  const details = family.getByRole('dialog', { name: title })
  await expect(details.getByText(g.readOnly)).toBeVisible()
  await expect(details.getByRole('button', { name: g.details.edit })).toHaveCount(0)
  await context.close()
})
