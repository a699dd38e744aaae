import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import childrenEs from '../../apps/web/src/features/advisor/children/i18n/es.json' with { type: 'json' }
import historyEs from '../../apps/web/src/features/advisor/history/i18n/es.json' with { type: 'json' }
import questionEs from '../../apps/web/src/features/advisor/question/i18n/es.json' with { type: 'json' }
import { signInAndAcceptTerms } from '../pages/shell'
import { fill } from '../pages/test-files'
import { expectNoSeriousViolation } from '../support/axe-scan'

// docs/advisor.md "A library question's page" and "A child's answers": the Lyon group's
// coordinator (Spanish, an advisor guest) adds a library question, copies it into a children's
// campaign, records a child's answer on the host dialog (a 9), then finds it from the library
// question's page (the campaign, with its figures) and from the child's page (the set, reached
// again from the section page).

test('a library question’s campaigns and a child’s answers show the same answer', async ({ page }) => {
  test.setTimeout(180_000)
  const me = await signInAndAcceptTerms(page, 'coordinator@nido.demo', demoPassword)
  const schoolId = me.current.schoolId!
  const suffix = Date.now().toString(36)
  const content = `¿Nos recomendaría? (e2e ${suffix})`
  const library = await page.request.post('/api/v1/advisor/questions', {
    data: { content, kind: 'scale', nps: true },
  })
  expect(library.status(), await library.text()).toBe(201)
  const libraryId = ((await library.json()) as { id: string }).id
  // A children's campaign, answered on the host dialog: no guardian or member of staff gets it as
  // a popup, so the other tests running beside this one never meet it.
  const name = `Niños e2e ${suffix}`
  const created = await page.request.post('/api/v1/advisor/campaigns', {
    data: {
      name,
      audiences: ['children'],
      opensOn: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      closesOn: null,
      anonymous: false,
      schoolIds: [schoolId],
      questions: [{ content, kind: 'scale', nps: true, libraryQuestionId: libraryId }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const campaign = (await created.json()) as { id: string; questions: Array<{ id: string }> }
  const status = (value: string) =>
    page.request.post(`/api/v1/advisor/campaigns/${campaign.id}/status`, { data: { status: value } })
  expect((await status('active')).status()).toBe(200)

  // A child of the school, named on the host dialog, answers 9 out of 10; the campaign then closes.
  const { children } = (await (await page.request.get('/api/v1/advisor/host/children')).json()) as {
    children: Array<{ id: string; firstname: string; lastname: string }>
  }
  const child = children[0]!
  const answered = await page.request.post('/api/v1/advisor/host/replies', {
    data: {
      respondent: 'child',
      campaignId: campaign.id,
      schoolId,
      childId: child.id,
      sessionId: crypto.randomUUID(),
      ratings: [{ questionId: campaign.questions[0]!.id, rating: 9, comment: null }],
    },
  })
  expect(answered.status(), await answered.text()).toBe(204)
  expect((await status('closed')).status()).toBe(200)

  // The library's question opens its page: the campaign, its figures and its distribution.
  const q = questionEs
  await page.goto('/advisor/questions')
  await page.getByRole('link', { name: content }).click()
  await expect(page.getByRole('heading', { level: 1, name: content })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: fill(q.openReport, { name }) })).toBeVisible()
  const distribution = page.getByRole('table', { name: fill(q.distribution, { name }) })
  await expect(distribution).toBeVisible()
  await expect(distribution.getByRole('columnheader', { name: '9', exact: true })).toBeVisible()
  await expectNoSeriousViolation(page)

  // The child's page: the set, headed by the campaign, with the answer as given.
  const c = childrenEs
  const childName = `${child.firstname} ${child.lastname}`
  await page.goto(`/advisor/children/${child.id}`)
  await expect(page.getByRole('heading', { level: 1, name: childName })).toBeVisible({ timeout: 30_000 })
  const card = page.getByRole('listitem', { name })
  await expect(card.getByText(fill(historyEs.scale, { rating: 9 }))).toBeVisible()
  await expect(card.getByText(historyEs.channels.host, { exact: false })).toBeVisible()
  await expectNoSeriousViolation(page)

  // The section page it links back to lists the child, whose link opens the same page.
  await page.getByRole('link', { name: new RegExp(`^${fill(c.backTo, { place: '' })}`) }).click()
  await page.getByRole('heading', { level: 2, name: c.sectionChildren.heading }).waitFor({ timeout: 30_000 })
  await page.getByRole('link', { name: childName, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: childName })).toBeVisible({ timeout: 30_000 })
})
