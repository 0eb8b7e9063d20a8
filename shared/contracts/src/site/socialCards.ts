// The sharing images the server draws (server/src/features/findability/socialCards): a page's og:image names
// one of these addresses.
export const socialCardPaths = {
  journal: (nameSystem: string) => `/journal/${encodeURIComponent(nameSystem)}/card.png`,
} as const;
