// Decides what a link target is before anything navigates to it (spec 5): internal, external or dangerous.
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';

export type LinkKind = 'internal' | 'external' | 'dangerous';

export interface ClassifiedHref {
  kind: LinkKind;
  /** For internal links, the target as a path (a same-origin absolute URL is reduced to path, query and hash). */
  href: string;
}

const dangerousProtocol = /^(?:javascript|data|vbscript):/i;
const scheme = /^([a-z][a-z\d+.-]*):/i;

// The configured origin, not window.location: a server render and the browser must classify alike.
export function classifyHref(href: string, origin: string = siteOrigin()): ClassifiedHref {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so the checks do too.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (dangerousProtocol.test(compact)) return { kind: 'dangerous', href };
  const trimmed = href.trim();
  const protocol = scheme.exec(compact)?.[1]?.toLowerCase();
  if (protocol !== undefined) {
    if ((protocol === 'http' || protocol === 'https') && origin) {
      try {
        const url = new URL(trimmed);
        if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
      } catch {
        return { kind: 'external', href: trimmed };
      }
    }
    return { kind: 'external', href: trimmed };
  }
  // "//host" and "/\host" leave the site whatever the current scheme is.
  if (/^[/\\]{2}/.test(compact)) return { kind: 'external', href: trimmed };
  return { kind: 'internal', href: trimmed };
}
