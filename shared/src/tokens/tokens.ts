// Design tokens as typed constants (spec 9.2). tokens.css carries the same values as CSS custom properties.
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Below lg is mobile (spec 9.2). */
export const mobileBelow = breakpoints.lg;
export const headerOffsetRem = { mobile: 3, desktop: 3.4 } as const;
export const iconSizes = { xs: 8, sm: 16, md: 24, lg: 32, xl: 40, xxl: 48 } as const;
export const zIndex = { tooltip: 50, header: 100, drawer: 200, floating: 9999 } as const;
export const imageWidths = [320, 640, 768, 1024, 1280, 1536] as const;
export const imageDensities = [1, 2] as const;
