import { describe, expect, it } from 'vitest'
import { s3Storage } from './storage-s3'

// The S3 driver's URL signing needs no network: these check what the browser is handed. A live
// bucket (MinIO, Garage…) is exercised by hand as docs/media.md describes.
describe('S3-compatible storage driver', () => {
  const storage = s3Storage({
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    bucket: 'nido-media',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  })

  it('pre-signs uploads of whole objects and of multipart parts', async () => {
    const put = new URL((await storage.presignUpload({ key: 'uploads/a/b' }, 3600))!)
    expect(`${put.origin}${put.pathname}`).toBe('http://127.0.0.1:9000/nido-media/uploads/a/b')
    expect(put.searchParams.get('X-Amz-Expires')).toBe('3600')
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    const part = new URL(
      (await storage.presignUpload({ key: 'uploads/a/b', uploadId: 'up-1', partNumber: 3 }, 60))!,
    )
    expect(part.searchParams.get('uploadId')).toBe('up-1')
    expect(part.searchParams.get('partNumber')).toBe('3')
  })

  it('pre-signs downloads, stable for one signing date, with the file name for a download', async () => {
    const signingDate = new Date('2026-11-22T10:00:00Z')
    const options = { expiresInSeconds: 7200, contentType: 'image/jpeg', signingDate }
    const a = await storage.presignDownload('media/x/original.jpg', options)
    expect(await storage.presignDownload('media/x/original.jpg', options)).toBe(a)
    const download = new URL(
      (await storage.presignDownload('media/x/original.jpg', { ...options, fileName: 'Été.jpg' }))!,
    )
    expect(download.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Été.jpg')}`,
    )
    expect(download.searchParams.get('response-content-type')).toBe('image/jpeg')
  })

  it('refuses to start without a bucket and keys', () => {
    expect(() => s3Storage({ region: 'us-east-1', forcePathStyle: false } as never)).toThrow(/S3_BUCKET/)
  })
})
