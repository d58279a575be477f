import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.ts';
import { contentTypeOfKey, isMediaKey, type MediaStorage } from './media.storage.ts';

/** S3 storage also hands out presigned PUTs, so browsers upload straight to the bucket. */
export interface S3Storage extends MediaStorage {
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
}

const isNotFound = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Any S3-compatible store (AWS, MinIO, R2, s3rver). Keys and content types follow the same rules as on
 * local disk; reads stream through the app, which keeps one origin and our cache headers.
 */
export function createS3Storage(config: S3Config): S3Storage {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  function checkKey(key: string, contentType: string): void {
    if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    if (contentType !== contentTypeOfKey(key)) {
      throw new Error(`Media key ${key} does not match content type ${contentType}`);
    }
  }

  return {
    async put(key, bytes, contentType) {
      checkKey(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body || object.ContentLength === undefined) return null;
        return {
          body: object.Body as Readable,
          contentType: contentTypeOfKey(key),
          size: object.ContentLength,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      if (!isMediaKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *listWrittenBefore(prefix, before) {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) yield object.Key;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    /** A PUT of exactly this key and Content-Type; S3 cannot cap its size, so claiming checks it. */
    async presignPut(key, contentType, expiresInSeconds) {
      checkKey(key, contentType);
      return getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) },
      );
    },
  };
}
