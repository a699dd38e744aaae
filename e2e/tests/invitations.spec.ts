import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { InviteDialog } from '../pages/invite-dialog'
import { Shell, signInAndAcceptTerms } from '../pages/shell'
import { waitForMail } from '../support/smtp'

// Invite a relative in Chromium: spec 000 §2 "invite a relative (opens a modal)", spec 001 §2
// "Invite dialog", §7 "Send invitation e-mail", §8 emailSuccess. guardian.lyon (Claire Dubois,
// French) invites a relative of her current child by e-mail; the mail really goes through SMTP to
// the global setup's peer and carries the child's key. The address is new on each run, and the
// only state left is one invitation row (and the child's key, made on first use): no other spec
// counts either.

test.setTimeout(90_000)

test('a guardian invites a relative by e-mail from the avatar menu, and the mail carries the child’s key', async ({
  page,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  const shell = new Shell(page)
  await shell.open(guardian, '/')
  const childId = guardian.current.childId
  expect(childId, 'the guardian starts on a child').toBeTruthy()
  const child = await (await page.request.get(`/api/v1/invitations/children/${childId}`)).json()
  const firstname: string = child.child.firstname

  const invite = new InviteDialog(page)
  const dialog = await invite.openFromAccountMenu(
    `${guardian.user.firstname} ${guardian.user.lastname}`,
    firstname,
  )
  const m = await invite.messages()
  // Guardians: the GDPR block, the download link; no SMS form, no sent list (spec 001 §6).
  await expect(dialog.getByRole('heading', { name: m.gdprTitle })).toBeVisible()
  await expect(dialog.getByRole('button', { name: m.download })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: m.phone })).toHaveCount(0)

  const email = `relative.${Date.now()}@example.test`
  const since = Date.now()
  await invite.sendEmail(dialog, email)
  await invite.expectToast('emailSuccess', email)

  // The mail, in the sender's language (the address has no account), names the inviter and the
  // child and gives the key, which is the key of one of the guardian's own children.
  const mail = await waitForMail(email, { since })
  expect(mail.subject).toBe(`Claire Dubois vous invite à suivre ${firstname} sur Nido`)
  const key = new RegExp(`Votre clé pour ${firstname} : ([a-z0-9_]{8})`).exec(mail.text)?.[1]
  expect(key, mail.text).toBeTruthy()
  expect(mail.text).toContain('« Ajouter un enfant »')
  const lookup = await page.request.post('/api/v1/child-keys/lookup', { data: { code: key } })
  expect((await lookup.json()).errorCode).toBe('CHILD_ALREADY_LINKED')

  await dialog.getByRole('button', { name: m.close }).click()
  await expect(dialog).toBeHidden()
})
