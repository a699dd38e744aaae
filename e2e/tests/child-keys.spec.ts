import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { demoTryChildKey } from '../../apps/server/src/seed/demo-child-keys'
import { AddChildDialog, fill } from '../pages/child-keys-dialog'
import { SessionOverlays } from '../pages/session-overlays'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Spec 001 §1 (add a child by its 8-character key), §2/§4 add-child dialog, §5 child key, §8
// inline messages and toasts; spec 000 §2 "Guardians also get an add-new-child link".
// guardian.london (James Clarke, Oliver's father) adds a child of Little Fireflies with the demo
// key `firefly1` (seed/demo-child-keys.ts). No other spec counts his children, and the child
// comes after Oliver by first name, so his sessions elsewhere still start on Oliver.

test.setTimeout(90_000)

test('a guardian adds a child by its key, picks the relationship and switches to the child', async ({
  page,
}) => {
  const guardian = await signInAndAcceptTerms(page, demoTryChildKey.guardian, demoPassword)
  const shell = new Shell(page)
  await shell.open(guardian, '/')
  await shell.expectScope('child', 'Oliver Clarke')

  const add = new AddChildDialog(page)
  await add.openFromScopeSelector('Oliver Clarke')
  const m = await add.messages()
  const next = await add.button('next')
  await expect(next).toBeDisabled()

  // A character a key may not hold: the message shows and next stays disabled.
  await add.typeKey('ab-')
  await add.expectMessage('invalidCharacter')
  await expect(await add.box(3)).toHaveAttribute('aria-invalid', 'true')
  await expect(next).toBeDisabled()
  // Backspace clears the box, then goes back and clears the previous ones.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace')
  await add.expectKey('')

  // A well-formed key nobody has: the invalid-code message, inline.
  await add.typeKey('ZZZZ9999')
  await add.expectKey('zzzz9999')
  await expect(next).toBeEnabled()
  await next.click()
  await add.expectMessage('invalidCode')

  // The demo key, pasted: split across the 8 boxes, lowercased.
  await add.pasteKey(` ${demoTryChildKey.key.toUpperCase()} `)
  await add.expectKey(demoTryChildKey.key)
  await next.click()

  const name = await add.childName()
  expect(name).not.toBe('')
  const validate = await add.button('validate')
  // Spec 001 §5: validate is disabled while the relationship is empty.
  await expect(validate).toBeDisabled()
  // Back forgets the child info; next finds it again.
  await (await add.button('back')).click()
  await add.expectKey(demoTryChildKey.key)
  await next.click()
  expect(await add.childName()).toBe(name)
  await add.chooseRelationship('Legal')
  await expect(validate).toBeEnabled()
  await validate.click()

  await expect(page.getByText(fill(m.childAdded, { name }))).toBeVisible()
  await expect(await add.dialog()).toBeHidden()

  // The child is in the scope selector at once; switching to it asks for its terms of use
  // (spec 001 §6: guardians accept the terms per child).
  await shell.switchScope('child', 'Oliver Clarke', name.split(' ')[0]!, name)
  // Added without the referent switch: no parental-authority confirmation to give.
  await new SessionOverlays(page).acceptTerms({ parentalAuthority: false })
  await shell.expectScope('child', name)

  // The same key again: the child is already on the account.
  await add.openFromScopeSelector(name)
  await add.pasteKey(demoTryChildKey.key)
  await (await add.button('next')).click()
  await add.expectMessage('childAlreadyLinked')
  await (await add.button('cancel')).click()
  await expect(await add.dialog()).toBeHidden()
})
