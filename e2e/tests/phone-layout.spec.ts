import { expect, test, type Page } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { CalendarPage } from '../pages/calendar-page'
import { ChatPage, chatMessages } from '../pages/chat-page'
import { CheckInBoard } from '../pages/daily-pages'
import { NewsfeedPage } from '../pages/newsfeed-page'
import { Shell, shellMessages, signInAndAcceptTerms } from '../pages/shell'

// At phone size (390×844, docs/phones.md): no page wider than the screen, the menu drawer's
// entries tappable, the calendar a list in the brand's colours, the check-in board's rows all laid
// out alike. With SCREENSHOTS=1 the guardian's feed, calendar and chat are written to
// docs/screenshots/ (the pictures docs/phones.md shows).

const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true })
test.setTimeout(90_000)

const screenshots = process.env.SCREENSHOTS === '1'

/** Nothing sticks out sideways: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY))
    .toBeLessThanOrEqual(phone.width)
}

async function snap(page: Page, name: string): Promise<void> {
  if (!screenshots) return
  // Relative times and spinners settle first.
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `../docs/screenshots/${name}.png` })
}

/** `#2f6f5e` → `rgb(47, 111, 94)`, as getComputedStyle writes colours. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

test('a guardian’s feed, calendar and chat fit a phone; the calendar is a list in the brand’s colours', async ({
  page,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  const shell = new Shell(page)

  await shell.open(guardian, '/')
  await new NewsfeedPage(page).expectHeading()
  await expectNoSidewaysScroll(page)
  await snap(page, 'phone-feed')

  await shell.open(guardian, '/calendar')
  const calendar = new CalendarPage(page)
  const m = await calendar.expectLoaded()
  // FullCalendar's list views on a phone, with the week and month to choose from.
  await expect(page.locator('.fc-list')).toBeVisible()
  await expect(page.locator('.fc-daygrid-day')).toHaveCount(0)
  await expect(page.getByRole('button', { name: m.views.month })).toBeVisible()
  await expectNoSidewaysScroll(page)
  // Every toolbar button inside the screen (they were cut at its right edge).
  for (const box of await page
    .locator('.fc-toolbar .fc-button')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect)))
    expect(box.right).toBeLessThanOrEqual(phone.width)
  // The toolbar takes the theme's primary colour (the brand's), which the page also gives as its
  // theme-color; FullCalendar's own is navy (#2c3e50).
  const primary = await page.locator('meta[name="theme-color"]').getAttribute('content')
  expect(primary).toMatch(/^#[0-9a-f]{6}$/i)
  await expect(page.locator('.fc-toolbar .fc-prev-button')).toHaveCSS('background-color', rgb(primary!))
  await snap(page, 'phone-calendar')

  await shell.open(guardian, '/chat')
  const chat = new ChatPage(page)
  await chat.expectVisible()
  const c = await chatMessages(page)
  await expect(page.getByRole('list', { name: c.list.label })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, 'phone-chat')
})

test('the conversation list fits its card on a phone', async ({ page }) => {
  // The Babies' teacher has conversations whose last message is longer than the screen is wide.
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/chat')
  const chat = new ChatPage(page)
  await chat.expectVisible()
  const c = await chatMessages(page)
  const list = page.getByRole('navigation', { name: c.list.label })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  // The list was as wide as its longest preview, and the card cut it (and its unseen badges) off.
  const { nav, card } = await list.evaluate((el) => ({
    nav: el.getBoundingClientRect().right,
    card: el.closest('.MuiPaper-root')!.getBoundingClientRect().right,
  }))
  expect(nav).toBeLessThanOrEqual(card)
})

test('the phone menu drawer’s first entry can be tapped: it is not under the top bar', async ({ page }) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/')
  const m = await shellMessages(page)
  await page.getByRole('button', { name: m.topBar.openMenu }).click()
  const first = page.getByRole('navigation', { name: m.topBar.mainMenu }).getByRole('link').first()
  await expect(first).toBeVisible()
  // What a finger at the entry's centre touches is the entry (the top bar covered it).
  await expect
    .poll(() =>
      first.evaluate((entry) => {
        const r = entry.getBoundingClientRect()
        return entry.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
      }),
    )
    .toBe(true)
  const target = await first.getAttribute('href')
  await first.tap()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
})

test('the check-in board fits a phone and lays out every row alike', async ({ page }) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/daily/check-in/children')
  await new CheckInBoard(page).expectVisible()
  const rows = page.locator('section li[aria-label]')
  await expect(rows.first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  // Where the name starts in its row, and whether the row's buttons are beside or under it.
  const layouts = await rows.evaluateAll((items) =>
    items.map((row) => {
      const box = row.getBoundingClientRect()
      const name = row.querySelector('p')!.getBoundingClientRect()
      const buttons = Array.from(row.querySelectorAll('button')).map((b) => b.getBoundingClientRect())
      return {
        nameLeft: Math.round(name.left - box.left),
        buttonsUnder: buttons.length === 0 ? null : buttons.every((b) => b.top >= name.bottom),
        right: Math.max(box.right, ...buttons.map((b) => b.right)),
      }
    }),
  )
  expect(layouts.length).toBeGreaterThan(1)
  expect(new Set(layouts.map((l) => l.nameLeft)).size, JSON.stringify(layouts)).toBe(1)
  const placements = new Set(layouts.map((l) => l.buttonsUnder).filter((u) => u !== null))
  expect(placements.size, JSON.stringify(layouts)).toBeLessThanOrEqual(1)
  for (const l of layouts) expect(l.right).toBeLessThanOrEqual(phone.width)
})
