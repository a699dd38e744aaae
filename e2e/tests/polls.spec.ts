import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { signInThroughApi } from '../support/api'
import { pollsMessages } from '../pages/polls-messages'
import { fill } from '../pages/test-files'
import { PollPages } from '../pages/poll-pages'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Spec 000 §2 polls, §7 replier scope; spec 001 §4: an option toggles, a single-choice poll clears
// the user's other option. teacher.babies asks the Babies families; guardian.lyon (Louise is in
// Babies) votes, changes her mind and takes it back; the teacher sees who voted for what.

test.setTimeout(120_000)

test('a teacher creates a poll, a guardian votes and toggles, the teacher sees the results', async ({
  page,
  browser,
  request,
}) => {
  const teacher = await signInAndAcceptTerms(page, 'teacher.babies@nido.demo', demoPassword)
  await new Shell(page).open(teacher, '/polls/edit/new')
  const question = `Quel jour pour la fête ? ${Date.now()}`
  const poll = await new PollPages(page).create({
    question,
    options: ['Lundi', 'Mardi', 'Mercredi'],
    shareWith: 'Babies',
  })

  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  const scope = await family.request.get('/api/v1/polls/replier-scope')
  expect(((await scope.json()) as { unansweredPollIds: string[] }).unansweredPollIds).toContain(poll.id)
  await new Shell(family).open(guardian, `/polls/${poll.id}`)
  await expect(family.getByRole('heading', { level: 1, name: question })).toBeVisible()
  const vote = new PollPages(family)
  await vote.toggle('Lundi')
  await expect(vote.option('Lundi')).toBeChecked()
  // Single choice: another option replaces the first one…
  await vote.toggle('Mardi')
  await expect(vote.option('Mardi')).toBeChecked()
  await expect(vote.option('Lundi')).not.toBeChecked()
  // …and touching the chosen option again takes the vote back.
  await vote.toggle('Mardi')
  await expect(vote.option('Mardi')).not.toBeChecked()
  await vote.toggle('Mercredi')
  await expect(vote.option('Mercredi')).toBeChecked()
  await context.close()

  await page.reload()
  const m = await pollsMessages(page)
  // A reload on a slow machine fetches the page's chunks again: wait longer than the default.
  await expect(page.getByRole('heading', { name: fill(m.polls.results_one, { count: 1 }) })).toBeVisible({
    timeout: 30_000,
  })
  const voters = page.getByRole('list', { name: m.polls.voters })
  await expect(voters.getByText(`${guardian.user.firstname} ${guardian.user.lastname}`)).toBeVisible()
  await expect(voters.getByText('Mercredi')).toBeVisible()

  // Outside the replier scope: a guardian of another group does not see the poll.
  await signInThroughApi(request, 'guardian.antwerp@nido.demo', demoPassword)
  expect((await request.get(`/api/v1/polls/${poll.id}`)).status()).toBe(404)
})
