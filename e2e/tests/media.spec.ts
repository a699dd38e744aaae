import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { demoPassword } from '../../apps/server/src/seed/demo-accounts'
import { AccountPage } from '../pages/account-page'
import { AvatarUploadSection } from '../pages/media-avatar'
import { Shell, signInAndAcceptTerms } from '../pages/shell'

// The avatar of /account goes up by pre-signed URL with a progress bar, is
// processed on the server (spec 000 §3 avatar sizes) and shown at once; without one, initials.

test('a user uploads a profile picture on /account and sees the progress and the new picture', async ({
  page,
}) => {
  // Sign-in, upload, image processing and two page loads on a shared, busy machine.
  test.setTimeout(90_000)
  const me = await signInAndAcceptTerms(page, 'etude@nido.demo', demoPassword)
  const name = `${me.user.firstname} ${me.user.lastname}`
  // Shell.open waits until the page speaks the user's language, so the labels below match.
  await new Shell(page).open(me, '/account')
  await new AccountPage(page).expectOpen()
  const avatar = new AvatarUploadSection(page)
  await expect(await avatar.initials(name)).toBeVisible()

  // The bytes go to the signed upload URL; holding them a moment lets the progress be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/media/blobs?**', async (route) => {
    await held
    await route.continue()
  })

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e07a3f' } })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 51/1 0/1' } })
    .toBuffer()
  await avatar.choose({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(await avatar.progressOf('portrait.jpg')).toBeVisible()
  release()

  await avatar.expectSaved()
  const picture = await avatar.picture()
  await expect(picture).toBeVisible()
  // The picture is the server's 150×150 avatar, from a signed URL.
  await expect(picture).toHaveAttribute('src', /\/api\/v1\/media\/files\?t=/)
  const src = (await picture.getAttribute('src'))!
  const served = await page.request.get(src)
  expect(served.status()).toBe(200)
  const meta = await sharp(await served.body()).metadata()
  expect([meta.width, meta.height, meta.exif]).toEqual([150, 150, undefined])
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(150)

  // Still there when the page is opened again.
  await new Shell(page).open(me, '/account')
  await expect(await avatar.picture()).toBeVisible()
})
