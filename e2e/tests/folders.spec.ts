import { expect, test } from '@playwright/test'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { signInThroughApi } from '../support/api'
import { FoldersPage } from '../pages/folders-page'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// Spec 000 §2 folders and §3 media audience: the director of Les Lucioles shares a PDF with the
// guardians of her school; guardian.lyon downloads it; a guardian of another group cannot reach
// the folder or its file. Both Lyon accounts speak French.

test.setTimeout(120_000)

test('a director shares a PDF with guardians and a guardian downloads it', async ({
  page,
  browser,
  request,
}) => {
  const director = await signInAndAcceptTerms(page, 'director@nido.demo', demoPassword)
  await new Shell(page).open(director, '/folders/new')
  const title = `Menus de décembre ${Date.now()}`
  const folder = await new FoldersPage(page).createWithPdf({
    title,
    audience: 'GuardianOnly',
    shareWith: 'Crèche Les Lucioles',
    fileName: 'menus-decembre.pdf',
  })
  expect(folder.documents).toHaveLength(1)
  await expect(page.getByRole('listitem', { name: title })).toBeVisible()

  const context = await browser.newContext()
  const family = await context.newPage()
  const guardian = await signInAndAcceptTerms(family, 'guardian.lyon@nido.demo', demoPassword)
  await new Shell(family).open(guardian, '/folders')
  const download = await new FoldersPage(family).download(title, 'menus-decembre.pdf')
  expect(download.suggestedFilename()).toBe('menus-decembre.pdf')
  await context.close()

  // Another group's guardian: neither the folder nor its document.
  await signInThroughApi(request, 'guardian.antwerp@nido.demo', demoPassword)
  expect((await request.get(`/api/v1/folders/${folder.id}`)).status()).toBe(404)
  expect((await request.get(`/api/v1/media/${folder.documents[0]!.id}/download`)).status()).toBe(404)
})
