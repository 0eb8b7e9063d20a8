// The publisher's identity: its name, short name, logo and brand colour. The server reads it from its
// configuration (PUBLISHER_* variables) and hands it to every page in the runtime configuration; the
// spec's "the product" (the title template, texts) stands for this name and is never shown literally.
// Read through globalThis, never window, so server renders, the server's own texts (mail, feeds,
// PDF covers) and the browser all read the one value the server was configured with.

export interface PublisherIdentity {
  /** The full name: titles ("{title} | {name}"), the footer, mail, metadata. */
  name: string;
  /** The name beside the logo in the header, where the full name would crowd the navigation. */
  shortName: string;
  /** An image to use instead of the drawn mark (an SVG or PNG address); null draws the default mark. */
  logoUrl: string | null;
  /** The brand colour (#rrggbb), kept at 4.5:1 or more against white. */
  brandColor: string;
}

/** A neutral default that reads as a real publisher; every deployment names its own. */
export const defaultPublisher: PublisherIdentity = {
  name: 'Meridian Open Science',
  shortName: 'Meridian',
  logoUrl: null,
  brandColor: '#0b4f8a',
};

/** Spec section 1: "publishing since 1996". */
export const publishingSince = 1996;

type PublisherGlobal = { __OAP_CONFIG__?: { publisher?: PublisherIdentity } };

export function currentPublisher(): PublisherIdentity {
  return (globalThis as PublisherGlobal).__OAP_CONFIG__?.publisher ?? defaultPublisher;
}

/** The publisher's name as the site shows it (the spec's "the product"). */
export function siteName(): string {
  return currentPublisher().name;
}

/** Server side: the identity the server's own texts use before (and beside) any page render. */
export function installPublisher(publisher: PublisherIdentity): void {
  const scope = globalThis as PublisherGlobal;
  scope.__OAP_CONFIG__ = { ...scope.__OAP_CONFIG__, publisher };
}
