import { expect, type Download, type Page } from '@playwright/test'
import type { Folder } from '../../packages/domain/src/contracts/folders'
import { foldersMessages } from './folders-messages'
import { fill, tinyPdf } from './test-files'
import { uiMessages } from './ui-messages'

// /folders and /folders/new (spec 000 §2), found by role and accessible name.
export class FoldersPage {
  constructor(private readonly page: Page) {}

  async createWithPdf(o: {
    title: string
    audience: 'GuardianOnly' | 'ChildOnly' | 'GuardianAndChild'
    shareWith: string
    fileName: string
  }): Promise<Folder> {
    const m = await foldersMessages(this.page)
    const u = await uiMessages(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name: m.folders.newTitle })).toBeVisible()
    await this.page.getByRole('textbox', { name: m.folders.fieldTitle }).fill(o.title)
    await this.page.getByRole('radio', { name: m.audience[o.audience] }).check()
    await this.page.getByRole('combobox', { name: u.targets.label }).click()
    await this.page.getByRole('option', { name: o.shareWith, exact: true }).click()
    await this.page.keyboard.press('Escape')
    await this.page
      .getByTestId('folder-file-input')
      .setInputFiles({ name: o.fileName, mimeType: 'application/pdf', buffer: tinyPdf })
    const list = this.page.getByRole('list', { name: u.documents.list })
    // Uploaded: the progress bar gives way to the file's type.
    await expect(list.getByText(u.mediaTypes.DOCUMENT)).toBeVisible({ timeout: 20_000 })
    const saved = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/folders') && r.request().method() === 'POST',
    )
    await this.page.getByRole('button', { name: m.common.save, exact: true }).click()
    const response = await saved
    expect(response.status()).toBe(201)
    await expect(this.page).toHaveURL(/\/folders$/)
    return (await response.json()) as Folder
  }

  async download(folderTitle: string, fileName: string): Promise<Download> {
    const m = await foldersMessages(this.page)
    const card = this.page.getByRole('listitem', { name: folderTitle })
    await expect(card).toBeVisible()
    const download = this.page.waitForEvent('download')
    await card.getByRole('button', { name: fill(m.folders.download, { name: fileName }) }).click()
    return download
  }
}
