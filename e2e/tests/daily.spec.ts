import { expect, test, type Browser, type BrowserContext } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import type { DailyCurrent } from '../../packages/domain/src/contracts/daily'
import type { DailyBoard } from '../../packages/domain/src/contracts/daily-board'
import { dailyMessages, fill } from '../pages/daily-messages'
import { CheckInBoard, MorningWordDrawer, StaffCheckInPage } from '../pages/daily-pages'
import { startDailyServer, type DailyServer } from '../pages/daily-server'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Daily on the web: spec 000 §6 morning-word button, spec 001 §2 drawer, §4 panel rules, §5
// validations, §8 toasts, §9 supervision ratio; /daily/check-in/children and /daily/check-in/pro.
// The guardian check-in needs the school open now (spec 001 §5), so this file runs against its
// own server whose clock is moved into the demo schools' opening hours (pages/daily-server.ts).

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

let server: DailyServer

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000)
  server = await startDailyServer()
})

test.afterAll(async () => {
  await server?.stop()
})

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-GB' })
  // The pages' clock agrees with the server's (the drawer's default arrival is "now").
  if (server.offsetMs !== 0) await context.clock.setSystemTime(Date.now() + server.offsetMs)
  return context
}

test('a guardian fills the morning word and checks in; the teacher sees it live on the board', async ({
  browser,
}) => {
  // The teacher of the Babies keeps the board open.
  const staff = await newContext(browser)
  const board = await staff.newPage()
  const teacher = await signInAndAcceptTerms(board, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(board).open(teacher, '/daily/check-in/children')
  const checkIns = new CheckInBoard(board)
  await checkIns.expectVisible()

  const family = await newContext(browser)
  const home = await family.newPage()
  const guardian = await signInAndAcceptTerms(home, 'guardian.lyon@nido.demo', demoPassword)
  // Of the family's two children, the one in the teacher's section (Babies) is the current child.
  const teacherBoard = (await (await board.request.get('/api/v1/daily/board')).json()) as DailyBoard
  const babyIds = teacherBoard.sections.flatMap((s) => s.children.map((c) => c.id))
  const babyId = guardian.meta.familyScope.childIds.find((id) => babyIds.includes(id))
  expect(babyId, 'a child of guardian.lyon is in the Babies').toBeDefined()
  expect((await home.request.put('/api/v1/me/scope', { data: { childId: babyId } })).status()).toBe(200)
  const current = (await (await home.request.get('/api/v1/daily/current')).json()) as DailyCurrent
  expect(current.mayCheckIn, `guardian check-in refused: ${current.refusal}`).toBe(true)
  const child = current.child!
  const childName = `${child.firstname} ${child.lastname}`
  // The seed leaves this family without a check-in: the child is still expected on the board.
  const b = await dailyMessages(board)
  // The board's words agree with the child's gender ("Attendue" for a girl in French).
  const gender = teacherBoard.sections.flatMap((s) => s.children).find((c) => c.id === babyId)?.gender
  const agreed = (key: 'expected' | 'present') =>
    gender === 'Female' ? b.board[`${key}_female`] : gender === 'Male' ? b.board[`${key}_male`] : b.board[key]
  await expect(checkIns.child(childName).getByText(agreed('expected'), { exact: true })).toBeVisible()

  await new Shell(home).open(guardian, '/')
  const drawer = new MorningWordDrawer(home)
  const dialog = await drawer.openFromTopBar(child.firstname)
  const m = await dailyMessages(home)
  await expect(dialog.getByRole('heading', { name: childName })).toBeVisible()
  await expect(dialog.getByText(fill(m.drawer.question, { name: child.firstname }))).toBeVisible()
  await drawer.chooseMood(m.moods.Sleepy)
  // Spec 001 §5: a temperature between 42 and 93 cannot be told apart as °C or °F.
  await drawer.addCard('Health')
  await drawer.temperature('45')
  await expect(dialog.getByText(m.errors.temperatureCelsiusOrFahrenheit)).toBeVisible()
  await expect(await drawer.submitButton()).toBeDisabled()
  await drawer.temperature('37.8')
  await expect(dialog.getByText(m.errors.temperatureCelsiusOrFahrenheit)).toBeHidden()
  await drawer.submit()
  await expect(home.getByText(m.drawer.success)).toBeVisible()

  // Live on the teacher's board, without reloading: present, with the morning word.
  const row = checkIns.child(childName)
  await expect(row.getByText(agreed('present'), { exact: true })).toBeVisible()
  await expect(row.getByText(b.board.morningWordGiven)).toBeVisible()

  // The teacher opens the same drawer for the child: the family's cards are there.
  await board.getByRole('button', { name: fill(b.board.openMorningWord, { name: childName }) }).click()
  const staffDrawer = board.getByRole('dialog')
  await expect(staffDrawer.getByRole('spinbutton', { name: b.fields.temperature })).toHaveValue('37.8')
  await expect(staffDrawer.getByRole('button', { name: b.moods.Sleepy })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await staffDrawer.getByRole('button', { name: b.drawer.cancel, exact: true }).click()
  await expect(staffDrawer).toBeHidden()

  await family.close()
  await staff.close()
})

test('the supervision-ratio warning appears when the second staff member clocks out', async ({ browser }) => {
  const context = await newContext(browser)
  const tablet = await context.newPage()
  const director = await signInAndAcceptTerms(tablet, 'director.london@nido.demo', demoPassword)
  const pro = new StaffCheckInPage(tablet)
  await new Shell(tablet).open(director, '/daily/check-in/pro')
  // The director sets her own code on the page, then clocks in with it; Hannah Evans clocks in
  // with the code the demo gives her (docs/daily.md).
  await pro.setMyCode('8642')
  await pro.clock('8642')
  await pro.expectGreeting('in', director.user.firstname)
  await pro.clock('2345')
  await pro.expectGreeting('in', 'Hannah')

  // The board, open in another tab: four children checked in with two staff, no warning.
  const boardPage = await context.newPage()
  await new Shell(boardPage).open(director, '/daily/check-in/children')
  const board = new CheckInBoard(boardPage)
  await board.expectVisible()
  const m = await dailyMessages(boardPage)
  const expected = await board.expectedChildren()
  expect(expected.length).toBeGreaterThanOrEqual(4)
  for (const name of expected.slice(0, 4)) await board.tapIn(name)
  await expect(
    boardPage.getByText(fill(m.board.staffSince, { name: 'Hannah Evans', time: '' }).trim()),
  ).toBeVisible()
  const warning = boardPage.getByText(fill(m.board.ratioNow, { children: 4, staff: 1 }))
  await expect(boardPage.getByText(m.board.noAlerts)).toBeVisible()
  await expect(warning).toHaveCount(0)

  // Hannah clocks out on the tablet: the board, untouched, warns at once (spec 001 §9).
  await pro.clock('2345')
  await pro.expectGreeting('out', 'Hannah')
  await expect(warning).toBeVisible()

  // The director's settings (spec 001 §3): guardian check-in on in London, kept after a reload.
  await tablet.goto('/daily/settings')
  await expect(tablet.getByRole('heading', { level: 1, name: m.settings.title })).toBeVisible()
  await tablet.getByRole('combobox', { name: m.settings.allowGuardianCheckIn }).click()
  await tablet.getByRole('option', { name: m.settings.modes['check-in'], exact: true }).click()
  const saved = tablet.waitForResponse(
    (r) => r.url().endsWith('/api/v1/daily/settings') && r.request().method() === 'PUT',
  )
  await tablet.getByRole('button', { name: m.settings.save }).click()
  expect((await saved).status()).toBe(200)
  await tablet.reload()
  await expect(tablet.getByRole('combobox', { name: m.settings.allowGuardianCheckIn })).toHaveText(
    m.settings.modes['check-in'],
  )
  await context.close()
})
