import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorageConfig } from '../../config.js';
import { type ByteRange, isPrivateKey, type MediaStore } from './store.js';

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

/** Multipart parts of 8 MiB, two in flight: an upload holds at most that much in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The AWS SDK and a client on it, loaded on the store's first use: it takes ~4 MB of V8 heap and ~20 MB of RSS
 * (its code), which a server storing media on local disk never pays (ARCHITECTURE "Memory").
 */
async function loadSdk(config: S3Config) {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new s3.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const isMissing = (error: unknown) =>
    error instanceof s3.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');
  return { ...s3, Upload, client, isMissing };
}

/** Media as objects in an S3-compatible bucket (AWS, MinIO, R2, …), shared by every process of the app. */
export function s3Store(config: S3Config): MediaStore {
  let loading: ReturnType<typeof loadSdk> | undefined;
  const sdk = () => (loading ??= loadSdk(config));
  const Bucket = config.bucket;

  async function read(key: string, range?: ByteRange): Promise<Readable | null> {
    const { client, GetObjectCommand, isMissing } = await sdk();
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
      const { client, Upload } = await sdk();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: fs.createReadStream(file), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },
    async size(key) {
      const { client, HeadObjectCommand, isMissing } = await sdk();
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
      const { client, DeleteObjectCommand } = await sdk();
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))));
    },
    async *keys() {
      const { client, paginateListObjectsV2 } = await sdk();
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
