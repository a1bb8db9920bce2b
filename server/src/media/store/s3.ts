import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaStorageConfig } from '../../config.js';
import { type ByteRange, isPrivateKey, type MediaStore } from './store.js';

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

/** Multipart parts of 8 MiB, two in flight: an upload holds at most that much in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');
}

/** Media as objects in an S3-compatible bucket (AWS, MinIO, R2, …), shared by every process of the app. */
export function s3Store(config: S3Config): MediaStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  async function read(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, file, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: fs.createReadStream(file), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read,
    async remove(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))));
    },
    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
    async download(key, file) {
      const body = await read(key);
      if (!body) return false;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(body, fs.createWriteStream(file));
      return true;
    },
    publicUrl: (key) => (config.publicUrl && !isPrivateKey(key) ? `${config.publicUrl}/${key}` : null),
    describe: () => `S3 bucket "${Bucket}"${config.endpoint ? ` at ${config.endpoint}` : ''}`,
  };
}
