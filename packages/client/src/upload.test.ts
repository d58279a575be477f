import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFileError, putFile } from './upload.ts';

const MB = 1024 * 1024;

describe('imageFileError', () => {
  it('accepts the image types the server stores, up to 10MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it.each(['application/pdf', 'text/plain', '', 'image/svg+xml'])('refuses %j', (type) => {
    expect(imageFileError({ type, size: 1 })).toBe('Please select an image file');
  });

  it('refuses files over 10MB', () => {
    expect(imageFileError({ type: 'image/png', size: 10 * MB + 1 })).toBe('File size must be less than 10MB');
  });
});

/** A stand-in for XMLHttpRequest that a test drives: it records the request and fires what the test says. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  aborted = false;
  private listeners = new Map<string, (event: ProgressEvent) => void>();
  upload = {
    addEventListener: (_type: 'progress', listener: (event: ProgressEvent) => void) =>
      this.listeners.set('progress', listener),
  };
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: ProgressEvent) => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  fire(type: string, init: ProgressEventInit = {}) {
    this.listeners.get(type)?.(new ProgressEvent(type, init));
  }
}

describe('putFile', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
  afterEach(() => vi.unstubAllGlobals());

  const file = new Blob(['x'.repeat(100)], { type: 'image/png' });

  it('PUTs the file with its content type and reports the share sent', async () => {
    const progress: number[] = [];
    const done = putFile('/media/a.png?sig=1', file, 'image/png', { onProgress: (f) => progress.push(f) });
    const request = FakeRequest.last!;
    expect([request.method, request.url, request.headers['Content-Type'], request.body]).toEqual([
      'PUT',
      '/media/a.png?sig=1',
      'image/png',
      file,
    ]);
    request.fire('progress', { lengthComputable: true, loaded: 0, total: 100 });
    request.fire('progress', { lengthComputable: false, loaded: 50, total: 0 });
    request.fire('progress', { lengthComputable: true, loaded: 40, total: 100 });
    request.status = 204;
    request.fire('load');
    await done;
    expect(progress).toEqual([0, 0.4, 1]);
  });

  it('fails with the message of docs/product.md §16 on an error status, and as a network error when the connection drops', async () => {
    const refused = putFile('/u', file, 'image/png');
    FakeRequest.last!.status = 403;
    FakeRequest.last!.fire('load');
    await expect(refused).rejects.toThrow('Upload failed with status 403');
    const dropped = putFile('/u', file, 'image/png');
    FakeRequest.last!.fire('error');
    await expect(dropped).rejects.toThrow('Upload failed: network error');
  });

  it('stops when its signal aborts, before or during the upload', async () => {
    const controller = new AbortController();
    const running = putFile('/u', file, 'image/png', { signal: controller.signal });
    controller.abort();
    expect(FakeRequest.last!.aborted).toBe(true);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(putFile('/u', file, 'image/png', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
