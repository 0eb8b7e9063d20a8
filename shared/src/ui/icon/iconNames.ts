// The icon set the server's icon endpoint serves (GET /api/icons?names=a,b,c). The server checks its
// SVG files against this list, so a name here always has data behind it.
export const iconNames = [
  'search', 'menu', 'close', 'chevron-down', 'chevron-up', 'chevron-right', 'arrow-up', 'arrow-right', 'user', 'logout', 'done', 'reset', 'copy', 'check', 'external',
  'info', 'warning', 'error', 'success', 'facebook', 'linkedin', 'x', 'youtube', 'orcid', 'pdf', 'download', 'mail',
] as const;
export type IconName = (typeof iconNames)[number];

/** Lower-case words joined by single dashes. */
export const iconNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Most names one request may ask for; the browser splits longer lists. */
export const maxIconNamesPerRequest = 60;
