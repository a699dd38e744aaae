import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Readable } from 'node:stream'
import type { Config } from '../config'
import type { Storage } from './storage'

// The S3-compatible driver (AWS S3, MinIO, Garage, Scaleway, OVH…): the browser uploads to and
// downloads from the bucket through pre-signed URLs, so file bytes never pass through Nido
// (ARCHITECTURE §1). The bucket needs a CORS rule allowing PUT from the app's origin and exposing
// the ETag header (multipart parts report their ETag); docs/media.md has the rule.

type S3Config = Config['storage']['s3']

/** Builds the driver from the S3_* settings; a missing bucket or key is a start-up error. */
export function s3Storage(config: S3Config): Storage {
  const { bucket, accessKeyId, secretAccessKey } = config
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId, secretAccessKey },
  })
  const Bucket = bucket

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async putStream(key, body, size, contentType) {
      // One PutObject takes up to 5 GiB when its length is known; uploads are capped far below.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
      )
    },
    async get(key, range) {
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      if (!(out.Body instanceof Readable)) throw new Error(`no body for ${key}`)
      return out.Body
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return { size: head.ContentLength ?? 0 }
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async move(from, to) {
      // CopyObject takes up to 5 GiB in one call; uploads are capped far below (limits.ts).
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        }),
      )
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }))
    },
    async presignUpload(target, expiresIn) {
      if (target.uploadId === undefined)
        return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: target.key }), { expiresIn })
      const part = new UploadPartCommand({
        Bucket,
        Key: target.key,
        UploadId: target.uploadId,
        PartNumber: target.partNumber,
      })
      return getSignedUrl(client, part, { expiresIn })
    },
    async receive() {
      // Uploads go straight to the bucket; the server's own upload route is for the local driver.
      throw new Error('the S3 driver receives uploads through pre-signed URLs')
    },
    async presignDownload(key, options) {
      // Signed as of the start of the hour: the same file signed twice in an hour gets the same
      // URL, so browsers keep their cache (the local driver does the same, media.signing.ts).
      const disposition = options.fileName
        ? `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}`
        : 'inline'
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseContentDisposition: disposition,
        }),
        {
          expiresIn: options.expiresInSeconds,
          ...(options.signingDate ? { signingDate: options.signingDate } : {}),
        },
      )
    },
    async createMultipart(key, contentType) {
      const out = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      )
      if (!out.UploadId) throw new Error('S3 gave no UploadId')
      return out.UploadId
    },
    async completeMultipart(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: [...parts]
              .sort((a, b) => a.partNumber - b.partNumber)
              .map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
          },
        }),
      )
    },
    async abortMultipart(key, uploadId) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
    },
  }
}
