// The parts of citation-js's CSL plugin (no bundled types) that the Cite box uses.
declare module '@citation-js/plugin-csl';
declare module '@citation-js/core' {
  export const plugins: {
    config: { get(name: '@csl'): { styles: { add(name: string, xml: string): void; has(name: string): boolean } } };
  };
}
