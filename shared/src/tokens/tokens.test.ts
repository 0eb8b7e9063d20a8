import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from './colorContrast.ts';
import { breakpoints, colors, fontSizeRem, headerOffsetRem, iconSizes, spaceRem, zIndex, type ColorToken } from './tokens.ts';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const rootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));

function customProperty(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(rootBlock)?.[1]?.trim();
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const contrast = (a: ColorToken, b: ColorToken): number => contrastRatio(colors[a], colors[b]);

test('every colour constant has the same value as its CSS custom property', () => {
  for (const [name, value] of Object.entries(colors)) {
    expect([name, customProperty(`oap-color-${kebab(name)}`)]).toEqual([name, value]);
  }
  const cssColors = [...rootBlock.matchAll(/--oap-color-([a-z-]+):/g)].map((match) => match[1]);
  expect(cssColors.sort()).toEqual(Object.keys(colors).map(kebab).sort());
});

test('the 9.2 constants appear in tokens.css with the spec values', () => {
  for (const [name, px] of Object.entries(breakpoints)) expect(customProperty(`oap-breakpoint-${name}`)).toBe(`${px}px`);
  for (const [name, px] of Object.entries(iconSizes)) expect(customProperty(`oap-icon-${name}`)).toBe(`${px}px`);
  for (const [name, value] of Object.entries(zIndex)) expect(customProperty(`oap-z-${name}`)).toBe(String(value));
  expect(zIndex.tooltip).toBe(50);
  expect(zIndex.floating).toBe(9999);
  expect(customProperty('oap-header-offset-mobile')).toBe(`${headerOffsetRem.mobile}rem`);
  expect(customProperty('oap-header-offset-desktop')).toBe(`${headerOffsetRem.desktop}rem`);
  expect(css).toMatch(/@media \(min-width: 1024px\) \{\s*:root \{\s*--oap-header-offset: var\(--oap-header-offset-desktop\);/);
  for (const [name, rem] of Object.entries(fontSizeRem)) expect(customProperty(`oap-text-${name}`)).toBe(`${rem}rem`);
  for (const [name, rem] of Object.entries(spaceRem)) expect(customProperty(`oap-space-${name}`)).toBe(rem === 0 ? '0' : `${rem}rem`);
});

test('the names other apps already use still exist', () => {
  for (const name of ['oap-color-brand', 'oap-color-brand-strong', 'oap-color-text-muted', 'oap-color-surface-alt', 'oap-radius', 'oap-content-width', 'oap-header-offset', 'oap-z-header', 'oap-z-drawer', 'oap-space-12', 'oap-text-3xl']) {
    expect([name, customProperty(name)]).not.toEqual([name, undefined]);
  }
});

test('text on every background the kit pairs it with meets WCAG AA (4.5:1)', () => {
  const textPairs: Array<[ColorToken, ColorToken]> = [
    ['text', 'surface'], ['text', 'surfaceAlt'], ['text', 'surfaceSunken'], ['textMuted', 'surface'], ['textMuted', 'surfaceAlt'],
    ['textSubtle', 'surface'], ['textSubtle', 'surfaceAlt'], ['brand', 'surface'], ['brand', 'surfaceAlt'], ['brand', 'brandTint'],
    ['brandStrong', 'brandSubtle'], ['onBrand', 'brand'], ['onBrand', 'brandStrong'], ['textInverse', 'surfaceInverse'],
    ['textOnInverse', 'surfaceInverse'], ['accent', 'surface'], ['disabledText', 'surface'],
  ];
  for (const state of ['neutral', 'info', 'success', 'warning', 'error'] as const) {
    textPairs.push([state, 'surface'], [state, `${state}Tint`], ['onBrand', state]);
  }
  for (const [fg, bg] of textPairs) expect([fg, bg, contrast(fg, bg) >= 4.5]).toEqual([fg, bg, true]);
});

test('control borders and focus rings meet the 3:1 non-text contrast', () => {
  for (const [fg, bg] of [['borderStrong', 'surface'], ['focus', 'surface'], ['focus', 'surfaceAlt'], ['focusInverse', 'surfaceInverse'], ['disabledText', 'disabledBg']] as Array<[ColorToken, ColorToken]>) {
    expect([fg, bg, contrast(fg, bg) >= 3]).toEqual([fg, bg, true]);
  }
});
