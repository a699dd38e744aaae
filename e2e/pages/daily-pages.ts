import { expect, type Locator, type Page } from '@playwright/test'
import { dailyMessages, fill } from './daily-messages'
import { shellMessages } from './shell'

// The daily pages (spec 000 §2 /daily/check-in/children and /daily/check-in/pro) and the
// morning-word drawer (spec 001 §2), found by role and accessible name.

export class MorningWordDrawer {
  constructor(private readonly page: Page) {}

  /** Opens the drawer from the top bar's button (spec 000 §6, guardians). */
  async openFromTopBar(childFirstname: string): Promise<Locator> {
    const m = await shellMessages(this.page)
    await this.page
      .getByRole('button', { name: fill(m.topBar.morningWord, { name: childFirstname }) })
      .click()
    return this.dialog()
  }

  dialog(): Locator {
    return this.page.getByRole('dialog')
  }

  async chooseMood(label: string): Promise<void> {
    const m = await dailyMessages(this.page)
    await this.dialog()
      .getByRole('group', { name: m.types.Mood })
      .getByRole('button', { name: label })
      .click()
  }

  async addCard(type: keyof Awaited<ReturnType<typeof dailyMessages>>['types']): Promise<void> {
    const m = await dailyMessages(this.page)
    await this.dialog()
      .getByRole('button', { name: fill(m.drawer.addType, { type: m.types[type] }) })
      .click()
  }

  async temperature(value: string): Promise<Locator> {
    const m = await dailyMessages(this.page)
    const field = this.dialog().getByRole('spinbutton', { name: m.fields.temperature })
    await field.fill(value)
    return field
  }

  async submitButton(): Promise<Locator> {
    const m = await dailyMessages(this.page)
    return this.dialog().getByRole('button', { name: m.drawer.submit, exact: true })
  }

  /** Sends, and waits for both calls (spec 000 §7: check-in and morning word sent together). */
  async submit(): Promise<void> {
    const saved = (what: string) =>
      this.page.waitForResponse((r) => r.url().endsWith(`/${what}`) && r.request().method() === 'PUT')
    const checkIn = saved('check-in')
    const word = saved('morning-word')
    await (await this.submitButton()).click()
    expect((await checkIn).status()).toBe(200)
    expect((await word).status()).toBe(200)
    await expect(this.dialog()).toBeHidden()
  }
}

export class CheckInBoard {
  constructor(private readonly page: Page) {}

  async expectVisible(): Promise<void> {
    const m = await dailyMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.board.title })).toBeVisible()
  }

  child(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true })
  }

  async tapIn(name: string): Promise<void> {
    const m = await dailyMessages(this.page)
    const answered = this.page.waitForResponse(
      (r) => r.url().endsWith('/arrival') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: fill(m.board.checkIn, { name }) }).click()
    expect((await answered).status()).toBe(200)
  }

  /** The names of the children still expected, in board order. */
  async expectedChildren(): Promise<string[]> {
    const m = await dailyMessages(this.page)
    const prefix = fill(m.board.checkIn, { name: '' })
    const labels = await this.page
      .getByRole('button', { name: prefix })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    return labels.map((label) => label.slice(prefix.length))
  }
}

export class StaffCheckInPage {
  constructor(private readonly page: Page) {}

  async setMyCode(code: string): Promise<void> {
    const m = await dailyMessages(this.page)
    await this.page.getByRole('button', { name: m.pro.changeCode }).click()
    await this.page.getByLabel(m.pro.newCode).fill(code)
    await this.page.getByLabel(m.pro.confirmCode).fill(code)
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/daily/staff-code') && r.request().method() === 'PUT',
    )
    await this.page.getByRole('button', { name: m.pro.saveCode }).click()
    expect((await saved).status()).toBe(200)
  }

  /** Types the code on the big keypad and clocks; returns the greeting shown. */
  async clock(code: string): Promise<void> {
    const m = await dailyMessages(this.page)
    const keypad = this.page.getByRole('group', { name: m.pro.keypad })
    for (const digit of code) await keypad.getByRole('button', { name: digit, exact: true }).click()
    const answered = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/daily/staff-check-ins') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: m.pro.submit, exact: true }).click()
    expect((await answered).status()).toBe(200)
  }

  async expectGreeting(direction: 'in' | 'out', firstname: string): Promise<void> {
    const m = await dailyMessages(this.page)
    const text = fill(direction === 'in' ? m.pro.clockedIn : m.pro.clockedOut, { name: firstname })
    await expect(this.page.getByText(text)).toBeVisible()
  }
}
