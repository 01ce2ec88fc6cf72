// A disk cache of fetched images under DATA_DIR/image-cache, keyed by the link's SHA-256.
// Per process and without coordination on purpose: an image link names fixed bytes (Amazon's ids
// are content ids), so two processes caching the same link write the same file (renamed into
// place, never half-written), nothing is ever invalidated, and a lost file is fetched again.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FetchedImage } from './fetch.ts';

export class ImageCache {
  private readonly dir: string;
  /** Fetches under way, so a page of thumbnails asking for the same link fetches it once. */
  private readonly inFlight = new Map<string, Promise<FetchedImage>>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'image-cache');
    mkdirSync(this.dir, { recursive: true });
  }

  /** The cached image of `url`, else `load()`'s, stored for next time. */
  async get(url: string, load: () => Promise<FetchedImage>): Promise<FetchedImage & { cached: boolean }> {
    const key = createHash('sha256').update(url).digest('hex');
    const file = path.join(this.dir, key);
    const stored = await this.read(file);
    if (stored) return { ...stored, cached: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = load().then(async (image) => {
        // A full disk costs the next request a fetch, not this one its image.
        await this.write(file, image).catch(() => {});
        return image;
      });
      this.inFlight.set(key, pending);
      pending.finally(() => this.inFlight.delete(key)).catch(() => {});
    }
    return { ...(await pending), cached: false };
  }

  private async read(file: string): Promise<FetchedImage | null> {
    try {
      const [meta, body] = await Promise.all([readFile(`${file}.json`, 'utf8'), readFile(file)]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { contentType, body };
    } catch {
      return null;
    }
  }

  private async write(file: string, image: FetchedImage): Promise<void> {
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    // The bytes first and the type last: a reader finds the type only once both are in place.
    await writeFile(tmp, image.body);
    await rename(tmp, file);
    await writeFile(`${tmp}.json`, JSON.stringify({ contentType: image.contentType }));
    await rename(`${tmp}.json`, `${file}.json`);
  }
}
