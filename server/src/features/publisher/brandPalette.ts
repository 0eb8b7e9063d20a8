// The brand colour's family (strong for hover and the footer, tint and subtle for surfaces), derived
// from the one configured colour so an operator names one value and every token stays in step. The
// default colour's family is tokens.css itself, so the default identity adds no style to the page.
import { colors } from '@oap/shared/tokens/tokens.ts';
import { mixColor } from '@oap/shared/tokens/colorContrast.ts';
import type { PublisherIdentity } from '@oap/contracts/site/publisher.ts';

export interface BrandPalette {
  brand: string;
  brandStrong: string;
  brandTint: string;
  brandSubtle: string;
}

export function brandPalette(color: string): BrandPalette {
  return { brand: mixColor(color, 0), brandStrong: mixColor(color, -0.28), brandTint: mixColor(color, 0.9), brandSubtle: mixColor(color, 0.84) };
}

/**
 * The custom properties that give the page the configured brand colour, as a rule for the document's
 * head; empty for the default colour (tokens.css already holds it).
 */
export function brandStyleRule(publisher: Pick<PublisherIdentity, 'brandColor'>): string {
  if (publisher.brandColor.toLowerCase() === colors.brand) return '';
  const palette = brandPalette(publisher.brandColor);
  return `:root{--oap-color-brand:${palette.brand};--oap-color-brand-strong:${palette.brandStrong};--oap-color-brand-tint:${palette.brandTint};--oap-color-brand-subtle:${palette.brandSubtle}}`;
}
