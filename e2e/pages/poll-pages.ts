import { expect, type Page } from '@playwright/test'
import type { Poll } from '../../packages/domain/src/contracts/polls'
import { pollsMessages } from './polls-messages'
import { fill } from './test-files'
import { uiMessages } from './ui-messages'

// /polls/edit/new and /polls/{id} (spec 000 §2), found by role and accessible name.
export class PollPages {
  constructor(private readonly page: Page) {}

  async create(o: { question: string; options: string[]; shareWith: string }): Promise<Poll> {
    const m = await pollsMessages(this.page)
    const u = await uiMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.polls.newTitle })).toBeVisible()
    await this.page.getByRole('textbox', { name: m.polls.question }).fill(o.question)
    for (const [index, label] of o.options.entries()) {
      if (index >= 2) await this.page.getByRole('button', { name: m.polls.addOption }).click()
      await this.page.getByRole('textbox', { name: fill(m.polls.option, { n: index + 1 }) }).fill(label)
    }
    await this.page.getByRole('combobox', { name: u.targets.label }).click()
    await this.page.getByRole('option', { name: o.shareWith, exact: true }).click()
    await this.page.keyboard.press('Escape')
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/polls') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: m.common.save, exact: true }).click()
    const response = await saved
    expect(response.status()).toBe(201)
    const poll = (await response.json()) as Poll
    await expect(this.page).toHaveURL(new RegExp(`/polls/${poll.id}$`))
    return poll
  }

  option(label: string) {
    return this.page.getByRole('radio', { name: label, exact: true })
  }

  /** Touches an option and waits for the server's answer (spec 001 §4 toggle). */
  async toggle(label: string): Promise<void> {
    const answered = this.page.waitForResponse(
      (r) => r.url().endsWith('/votes') && r.request().method() === 'POST',
    )
    await this.option(label).click()
    expect((await answered).status()).toBe(200)
  }
}
