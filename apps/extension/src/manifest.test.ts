import { describe, expect, it } from 'vitest';
import { extensionManifest } from './manifest.ts';

describe('extensionManifest', () => {
  const manifest = extensionManifest({ appUrl: 'https://stylebook.example/some/path', version: '1.2.3' });

  it('holds no host but the app at install', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(['activeTab', 'scripting', 'storage']);
    expect(manifest.host_permissions).toEqual(['https://stylebook.example/*']);
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  });

  it('names one background file for Chrome (service worker) and Firefox (event page)', () => {
    expect(manifest.background).toEqual({
      service_worker: 'background.js',
      scripts: ['background.js'],
      type: 'module',
    });
    expect(manifest.browser_specific_settings.gecko.id).toMatch(/@/);
  });
});
