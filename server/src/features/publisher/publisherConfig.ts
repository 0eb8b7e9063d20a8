// The publisher's identity from the environment: PUBLISHER_NAME, PUBLISHER_SHORT_NAME,
// PUBLISHER_LOGO_URL and PUBLISHER_BRAND_COLOR. Unset, the neutral default of @oap/contracts. A value
// that would make the site unreadable (a brand colour too light for links on white) stops the server
// at start with a sentence saying what to change, rather than shipping pages that fail WCAG.
import { defaultPublisher, type PublisherIdentity } from '@oap/contracts/site/publisher.ts';
import { contrastRatio, parseHexColor } from '@oap/shared/tokens/colorContrast.ts';

/** Links and buttons use the brand colour on white: WCAG AA for text. */
export const minimumBrandContrast = 4.5;

function readName(value: string | undefined, variable: string, fallback: string, maxLength: number): string {
  const name = value?.trim();
  if (!name) return fallback;
  if (name.length > maxLength) throw new Error(`${variable} must be at most ${maxLength} characters, not ${name.length} ("${name}").`);
  return name;
}

function readLogoUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLISHER_LOGO_URL must be a path on this site (/brand/logo.svg) or an https address, not "${url}".`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`PUBLISHER_LOGO_URL must be a path on this site or an https address, not "${url}".`);
  return url;
}

function readBrandColor(value: string | undefined): string {
  const color = value?.trim();
  if (!color) return defaultPublisher.brandColor;
  if (!parseHexColor(color)) throw new Error(`PUBLISHER_BRAND_COLOR must be a colour written #rrggbb (for example #0b4f8a), not "${color}".`);
  const contrast = contrastRatio(color, '#ffffff');
  if (contrast < minimumBrandContrast) {
    throw new Error(
      `PUBLISHER_BRAND_COLOR ${color} is too light for links and buttons on white (contrast ${contrast.toFixed(2)}:1, at least ${minimumBrandContrast}:1 is needed): choose a darker shade.`,
    );
  }
  return color.toLowerCase();
}

export function readPublisherConfig(env: NodeJS.ProcessEnv): PublisherIdentity {
  const name = readName(env.PUBLISHER_NAME, 'PUBLISHER_NAME', defaultPublisher.name, 80);
  // A configured name without a short one uses the name itself, never the default's short name.
  const shortFallback = env.PUBLISHER_NAME?.trim() ? name : defaultPublisher.shortName;
  return {
    name,
    shortName: readName(env.PUBLISHER_SHORT_NAME, 'PUBLISHER_SHORT_NAME', shortFallback, 32),
    logoUrl: readLogoUrl(env.PUBLISHER_LOGO_URL),
    brandColor: readBrandColor(env.PUBLISHER_BRAND_COLOR),
  };
}
