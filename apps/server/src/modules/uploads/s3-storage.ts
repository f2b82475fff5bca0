/**
 * Uploaded files in an S3-compatible object store (S3_BUCKET set): the same contract as the
 * disk storage (`UploadStorage`), objects under `<prefix><key>` in one bucket.
 */
import { createReadStream } from 'node:fs';
import { rm, stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ByteRange, StoredFileInfo, UploadStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The SDK, loaded with the first S3 storage: a large module graph a disk-storage start need not read. */
type S3Sdk = typeof S3SdkModule;
let sdkModule: Promise<S3Sdk> | undefined;
const loadSdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the
    // aws-chunked trailers the SDK would otherwise add to every streamed upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown, { S3ServiceException }: S3Sdk) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

export class S3Storage implements UploadStorage {
  constructor(
    private readonly clientReady: Promise<S3Client>,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private keyOf(key: string): string {
    if (key.includes('..') || key.startsWith('/') || key.includes('\\')) throw new Error(`bad storage key ${key}`);
    return this.prefix + key;
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    const { size } = await statFile(localPath);
    const [client, { PutObjectCommand }] = await Promise.all([this.clientReady, loadSdk()]);
    await client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), Body: createReadStream(localPath), ContentLength: size, ContentType: contentType }),
    );
    await rm(localPath, { force: true });
  }

  async putBuffer(key: string, data: Buffer, contentType: string): Promise<void> {
    const [client, { PutObjectCommand }] = await Promise.all([this.clientReady, loadSdk()]);
    await client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), Body: data, ContentType: contentType }));
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const [client, sdk] = await Promise.all([this.clientReady, loadSdk()]);
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error, sdk)) return null;
      throw error;
    }
  }

  /** The object's response body: its bytes flow in as they arrive; null when there is no such object. */
  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    const objectKey = this.keyOf(key);
    const [client, sdk] = await Promise.all([this.clientReady, loadSdk()]);
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKey, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered no body stream');
      return object.Body;
    } catch (error) {
      if (isMissing(error, sdk)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const [client, { DeleteObjectCommand }] = await Promise.all([this.clientReady, loadSdk()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }
}
