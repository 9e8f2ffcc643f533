/**
 * What the browser downloads (docs/decisions/0205): one catalogue chunk per system, loaded only
 * when that system opens, and the scripts fetched before the first screens accept input.
 */
import { describe, expect, it } from 'vitest';
import { systemCodes } from '../../apps/catalogue/src';
import { newPage, setupBrowser } from './browser';
import { gzipTotalKb, layoutInitialScripts, loginInitialScripts, openFirstLjszyPage, opsSignedIn, otherSystemChunks, readManifest, staticClosure, systemChunks, systemsInChunks, type OpenPage } from './bundles';

setupBrowser();

// The readiness probe is page-side code given as text, which the app's CSP (no eval) refuses; bytes fetched do not depend on it.
const open: OpenPage = (storageState) => newPage('', storageState, { bypassCSP: true });
const manifest = readManifest();
const systems = systemChunks(manifest);
const systemFiles = new Set(systems.values());

describe('catalogue chunks', () => {
  it('every system builds into a chunk of its own, holding its folder and nothing of another system', () => {
    expect([...systems.keys()].sort()).toEqual([...systemCodes].sort());
    expect(systemFiles.size).toBe(systemCodes.length);
    // Where the code is: a system imported statically somewhere lands in a shared chunk and its
    // own file is only a facade; the manifest alone would not show it.
    const holding = Object.fromEntries(systemsInChunks());
    expect(holding).toEqual(Object.fromEntries([...systems].map(([code, file]) => [file, [code]])));
  });

  it('no entry, page or shared chunk loads a system chunk statically', () => {
    for (const key of Object.keys(manifest)) {
      const own = manifest[key].file;
      const loaded = [...staticClosure(manifest, key)].filter((file) => systemFiles.has(file));
      expect(loaded, key).toEqual(systemFiles.has(own) ? [own] : []);
    }
  });

  it('ops opening 垃圾收运 and its first menu page fetches its catalogue chunk and no other system\'s', async () => {
    const { page, scripts } = await layoutInitialScripts(open, await opsSignedIn(open));
    await openFirstLjszyPage(page);
    expect(scripts.files().filter((file) => systemFiles.has(file))).toEqual([systems.get('ljszy')]);
    expect(otherSystemChunks(scripts.files(), 'ljszy')).toEqual([]);
  });
});

describe('initial scripts (gzip, as Chromium fetches them)', () => {
  it('the login form accepts input after at most 120 KB', async () => {
    expect(gzipTotalKb(await loginInitialScripts(open))).toBeLessThanOrEqual(120);
  });

  it('ops\'s layout (menu and first tab) accepts input after at most 220 KB', async () => {
    const { initial } = await layoutInitialScripts(open, await opsSignedIn(open));
    expect(gzipTotalKb(initial)).toBeLessThanOrEqual(220);
  });
});
