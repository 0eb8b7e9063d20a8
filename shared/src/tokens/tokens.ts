// Design tokens as typed constants (spec 9.2, 9.3 and the timings of section 4). tokens.css carries the
// same values as CSS custom properties; tokens.test.ts keeps the two in step.
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;
/** Below lg is mobile (spec 9.2). */
export const mobileBelow = breakpoints.lg;

export const headerOffsetRem = { mobile: 3, desktop: 3.4 } as const;
export const iconSizes = { xs: 8, sm: 16, md: 24, lg: 32, xl: 40, xxl: 48 } as const;
export type IconSize = keyof typeof iconSizes;
export const zIndex = { sticky: 20, tooltip: 50, header: 100, drawer: 200, modal: 300, toast: 400, floating: 9999 } as const;
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const imageDensities = [1, 2] as const;
export const imageFormat = 'webp';

/** Text input heights in rem (spec 9.2); buttons add lg. */
export const controlHeightRem = { sm: 2, md: 2.5, lg: 3 } as const;
/** Other input types (spec 5), written once in the contracts (forms validate with it on both sides). */
export { inputLengthLimits } from '@oap/contracts/forms/formLimits.ts';
export const numberInputDefaults = { min: 1, max: Number.MAX_SAFE_INTEGER } as const;

export const tooltipDefaults = { closeDelayMs: 200, offset: 12, zIndex: zIndex.tooltip, position: 'bottom' } as const;
/** The footer disclaimer: a top tooltip with a 20rem panel; its popover sits top-end below 1440 px. */
export const disclaimerTooltip = { position: 'top', width: '20rem', popoverPosition: 'top-end', popoverBelowPx: 1440 } as const;

/** Timings of spec section 4 and 9.2, in milliseconds. */
export const timings = {
  notificationTransitionMs: 150,
  tooltipCloseDelayMs: 200,
  tagFadeMs: 300,
  copiedStateMs: 1500,
  hashScrollDelayMs: 150,
  submenuCloseDelayMs: 200,
  deviceDetectAfterResizeMs: 50,
  resizeDebounceMs: 250,
  headerUpdateDebounceMs: 0,
} as const;

/** Icon data cache lifetime (spec 9.3), shared by the browser cache and the server's Cache-Control. */
export const iconCacheHours = 168;
export const iconCacheMaxAgeMs = iconCacheHours * 60 * 60 * 1000;

/** Colours (hex), same names as the --oap-color-* custom properties in camelCase. */
export const colors = {
  brand: '#0b4f8a',
  brandStrong: '#083a66',
  brandTint: '#e7f0f8',
  brandSubtle: '#d9e6f2',
  onBrand: '#ffffff',
  accent: '#b3261e',
  text: '#1b1f24',
  textMuted: '#4a5562',
  textSubtle: '#5d6875',
  textInverse: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f4f6f8',
  surfaceSunken: '#eef1f4',
  surfaceInverse: '#0f2a44',
  textOnInverse: '#c9d6e3',
  border: '#d5dbe1',
  borderStrong: '#6b7785',
  disabledBg: '#eef1f4',
  disabledText: '#6b7785',
  focus: '#1a73e8',
  focusInverse: '#ffd166',
  neutral: '#4a5562',
  neutralTint: '#eef0f3',
  info: '#005f73',
  infoTint: '#e3f2f6',
  success: '#1e6b34',
  successTint: '#e8f3eb',
  warning: '#8a5a00',
  warningTint: '#fdf3dc',
  error: '#b3261e',
  errorTint: '#fbeae9',
} as const;
export type ColorToken = keyof typeof colors;

/** Type scale in rem (--oap-text-*). */
export const fontSizeRem = { xs: 0.75, sm: 0.875, md: 1, lg: 1.125, xl: 1.375, '2xl': 1.75, '3xl': 2.25, '4xl': 3 } as const;
export type TextStyle = keyof typeof fontSizeRem;
export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export type FontWeight = keyof typeof fontWeights;

/** Spacing scale in rem (--oap-space-*). */
export const spaceRem = { 0: 0, 1: 0.25, 2: 0.5, 3: 0.75, 4: 1, 5: 1.25, 6: 1.5, 8: 2, 10: 2.5, 12: 3, 16: 4 } as const;

/** Motion durations (--oap-duration-*), zero when the reader prefers reduced motion. */
export const durationsMs = { fast: 150, base: 200, slow: 300 } as const;
