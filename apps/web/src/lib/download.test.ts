import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download';

describe('downloadFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a download link to the contents, then lets the object URL go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });

    downloadFile('stylebook-export-ada-2026-11-24.json', '{"a":1}', 'application/json');

    expect(clicked).toEqual([{ href: 'blob:export', download: 'stylebook-export-ada-2026-11-24.json' }]);
    expect(blobs[0]!.type).toBe('application/json');
    expect(await blobs[0]!.text()).toBe('{"a":1}');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
