import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';

/** An S3 peer's settings: those of `S3Config` a real store needs are always there. */
export type S3rverConfig = S3Config & { endpoint: string; accessKeyId: string; secretAccessKey: string };

export interface S3rverPeer {
  config: S3rverConfig;
  /** Closes the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * s3rver in this process on a free loopback port, over a throwaway directory, with the bucket media use:
 * the S3-compatible store of the media tests and of the reliability suite's cluster.
 */
export async function startS3rver(): Promise<S3rverPeer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stylebook-s3rver-'));
  const bucket = 'stylebook-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const removeFiles = () => rm(directory, { recursive: true, force: true });
  try {
    const { port } = await server.run();
    return {
      config: {
        bucket,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        // s3rver's fixed credentials: a local peer, not a secret.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      async stop() {
        await server.close();
        await removeFiles();
      },
    };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
