import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { ContactsPage } from '../pages/contacts-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Contacts (spec 000 §2 /contacts, §6; spec 001 §3 showPhoneNumberInContacts):
// guardian.lyon (Claire Dubois, French) sees the staff of Crèche Les Lucioles — the director
// Camille Rousseau, who shows her phone number (seed/demo-contacts.ts), and the Babies teacher
// Léa Fontaine, whose phone stays private — and the families who accept other families.

test.setTimeout(90_000)

test('a guardian sees their child’s director and teacher; a phone only when its owner shows it', async ({
  page,
}) => {
  const guardian = await signInAndAcceptTerms(page, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(page).open(guardian, '/contacts')
  const contacts = new ContactsPage(page)
  await contacts.expectTitle()

  const school = contacts.school('Crèche Les Lucioles')
  await expect(school).toBeVisible()
  const schoolTeam = await contacts.list(school, 'schoolTeam')
  const director = contacts.contact(schoolTeam, 'Camille Rousseau')
  await expect(director).toBeVisible()
  await expect(director.getByText('Directrice')).toBeVisible()
  await expect(await contacts.phoneLink(director, 'Camille Rousseau', '+33478000101')).toBeVisible()
  // The group's coordinator is staff of the school too.
  await expect(contacts.contact(schoolTeam, 'Elena García')).toBeVisible()
  // Guardians start no chat with staff (access/chat.ts): no "send a message" for the director.
  await expect(await contacts.messageLink(director, 'Camille Rousseau')).toHaveCount(0)

  const babies = contacts.section(school, 'Babies')
  const teacher = contacts.contact(await contacts.list(babies, 'sectionTeam'), 'Léa Fontaine')
  await expect(teacher).toBeVisible()
  await expect(teacher.getByText('Auxiliaire de puériculture')).toBeVisible()
  // She has a phone number but did not choose to show it.
  await expect(await contacts.anyPhoneLink(teacher)).toHaveCount(0)

  // My own family (the co-guardian) with a link to start a chat.
  const families = await contacts.list(babies, 'families')
  const father = contacts.contact(families, 'Julien Dubois')
  await expect(father).toBeVisible()
  const link = await contacts.messageLink(father, 'Julien Dubois')
  await expect(link).toHaveAttribute('href', /^\/chat\?with=[0-9a-f-]{36}$/)

  // Search ignores case and accents.
  await contacts.search('ELENA GARCIA')
  await expect(contacts.contact(schoolTeam, 'Elena García')).toBeVisible()
  await expect(contacts.contact(schoolTeam, 'Camille Rousseau')).toHaveCount(0)
})
