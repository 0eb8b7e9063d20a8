// The address of the articles search page, for its route module, its loader and its links.
export const searchPath = '/search';
