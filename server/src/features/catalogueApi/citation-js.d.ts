// The parts of citation-js (no bundled types) that the export uses.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(format: string, options?: Record<string, unknown>): unknown;
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
