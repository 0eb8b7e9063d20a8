// Test helper: the elements of an XML document by name (any namespace), with their text and
// attributes, read through xmlbuilder2's DOM. Well-formedness is checked separately
// (schemaValidation.ts): this reader is lenient.
import { create } from 'xmlbuilder2';

export interface ReadElement {
  text: string;
  attribute(name: string): string | null;
  /** The element's own child elements called `localName`. */
  children(localName: string): ReadElement[];
}

interface DomElement {
  localName: string;
  textContent: string | null;
  nodeType: number;
  childNodes: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<DomElement>;
}

function wrap(element: DomElement): ReadElement {
  return {
    text: element.textContent ?? '',
    attribute: (name) => element.getAttribute(name),
    children: (localName) =>
      // childNodes, not children: the DOM of xmlbuilder2 lists every descendant under `children`.
      Array.from(element.childNodes)
        .filter((child) => child.nodeType === 1 && child.localName === localName)
        .map(wrap),
  };
}

/** Every element called `localName` (whatever its namespace prefix), in document order. */
export function elements(xml: string, localName: string): ReadElement[] {
  const root = create(xml).root().node as unknown as DomElement;
  const own = root.localName === localName ? [wrap(root)] : [];
  return [...own, ...Array.from(root.getElementsByTagNameNS('*', localName)).map(wrap)];
}

export function texts(xml: string, localName: string): string[] {
  return elements(xml, localName).map((element) => element.text);
}
