import { join } from 'node:path';
import { DiskStorage } from './disk-storage.ts';
import { createS3Client, S3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export interface StorageConfig {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

/**
 * Disk storage under DATA_DIR (`uploads/` public, `uploads-private/`), or with S3_BUCKET the
 * same two areas as key prefixes in an S3-compatible bucket. Temp files stay on local disk.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  const tempDir = join(config.DATA_DIR, 'uploads-tmp');
  if (config.S3_BUCKET) {
    const client = createS3Client({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return { public: new S3Storage(client, config.S3_BUCKET, 'uploads/'), private: new S3Storage(client, config.S3_BUCKET, 'uploads-private/'), tempDir };
  }
  return {
    public: new DiskStorage(join(config.DATA_DIR, 'uploads')),
    private: new DiskStorage(join(config.DATA_DIR, 'uploads-private')),
    tempDir,
  };
}
