// The parts of MathJax's Node entry point (no bundled types) that the PDF's formulas use.
declare module 'mathjax' {
  /** A node of MathJax's own DOM (liteDOM): only passed back to its adaptor. */
  type LiteNode = object;
  interface MathJaxObject {
    init(config: Record<string, unknown>): Promise<MathJaxObject>;
    mathml2svgPromise(mathml: string, options?: { display?: boolean; em?: number; ex?: number; containerWidth?: number }): Promise<LiteNode>;
    startup: { adaptor: { firstChild(node: LiteNode): LiteNode; serializeXML(node: LiteNode): string } };
  }
  const MathJax: MathJaxObject;
  export default MathJax;
}
