// The catalogue's stamp (its seeding, its newest article, its journal count), on which the payload
// files are kept: when it changes, every payload is made again. Read at most once a second.
import type { CatalogueVersion } from '../../../data/catalogueVersion.ts';

export class CatalogueStamp {
  private last = { value: '', readAt: 0 };

  private readonly version: CatalogueVersion;

  constructor(version: CatalogueVersion) {
    this.version = version;
  }

  async read(now = Date.now()): Promise<string> {
    if (now - this.last.readAt < 1000) return this.last.value;
    let value = '';
    try {
      value = await this.version.stamp();
    } catch {
      // No catalogue yet (a site being seeded): payloads are keyed on the builds alone.
    }
    this.last = { value, readAt: now };
    return value;
  }
}
