import { expect, type Locator, type Page } from '@playwright/test'
import de from '../../apps/web/src/features/child-keys/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/child-keys/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/child-keys/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/child-keys/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/child-keys/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/child-keys/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/child-keys/i18n/pt.json' with { type: 'json' }
import { shellMessages } from './shell'
import { fill } from './test-files'

// The add-child dialog (spec 001 §2, §4, §5, §8; docs/child-keys.md), opened from the scope
// selector's add-new-child link (spec 000 §2), found by role and accessible name in the page's
// language.

export type ChildKeysMessages = typeof en
const byTag: Record<string, ChildKeysMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

// i18next placeholders, `{{name, de}}` (French elision) included: the shared filler.
export { fill }

export class AddChildDialog {
  constructor(private readonly page: Page) {}

  async messages(): Promise<ChildKeysMessages> {
    const tag = (await this.page.locator('html').getAttribute('lang')) ?? 'en'
    const messages = byTag[tag]
    if (!messages) throw new Error(`The page is in ${tag}, which has no child-keys translation file`)
    return messages
  }

  async dialog(): Promise<Locator> {
    return this.page.getByRole('dialog', { name: (await this.messages()).title })
  }

  /** Opens the scope selector (on the current child) and follows its add-new-child link. */
  async openFromScopeSelector(currentChild: string): Promise<Locator> {
    const shell = await shellMessages(this.page)
    await this.page.getByRole('button', { name: fill(shell.scope.child, { name: currentChild }) }).click()
    const selector = this.page.getByRole('dialog', { name: shell.scope.chooseChild })
    await selector.getByRole('link', { name: shell.scope.addChild }).click()
    await expect(selector).toBeHidden()
    const dialog = await this.dialog()
    await expect(dialog).toBeVisible()
    return dialog
  }

  async box(n: number): Promise<Locator> {
    const m = await this.messages()
    return (await this.dialog()).getByRole('textbox', { name: fill(m.box, { n }) })
  }

  async button(name: 'cancel' | 'next' | 'back' | 'validate'): Promise<Locator> {
    const m = await this.messages()
    return (await this.dialog()).getByRole('button', { name: m[name], exact: true })
  }

  /** Types a key from the first box, one key press per character (the focus moves on by itself). */
  async typeKey(key: string): Promise<void> {
    await (await this.box(1)).click()
    await this.page.keyboard.type(key)
  }

  /** Pastes text into a box as a browser does (a paste event carrying the clipboard's text). */
  async pasteKey(text: string, intoBox = 1): Promise<void> {
    await (
      await this.box(intoBox)
    ).evaluate((input, pasted) => {
      const data = new DataTransfer()
      data.setData('text/plain', pasted)
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, text)
  }

  async expectKey(key: string): Promise<void> {
    for (const [i, character] of [...key.padEnd(8, ' ')].entries())
      await expect(await this.box(i + 1)).toHaveValue(character.trim())
  }

  async expectMessage(which: 'invalidCharacter' | 'invalidCode' | 'childAlreadyLinked'): Promise<void> {
    const m = await this.messages()
    await expect((await this.dialog()).getByRole('alert')).toHaveText(m[which])
  }

  /** Step 2: the name of the child the key belongs to, read from the dialog's sentence. */
  async childName(): Promise<string> {
    const m = await this.messages()
    const [before, after] = m.profileIntro.split('{{name}}') as [string, string]
    const sentence = (await this.dialog()).getByText(before)
    await expect(sentence).toBeVisible()
    const text = (await sentence.textContent()) ?? ''
    return text.slice(before.length, text.length - after.length)
  }

  async chooseRelationship(relationship: keyof ChildKeysMessages['relationships']): Promise<void> {
    const m = await this.messages()
    await (await this.dialog()).getByRole('combobox', { name: m.relationship }).click()
    await this.page.getByRole('option', { name: m.relationships[relationship], exact: true }).click()
  }
}
