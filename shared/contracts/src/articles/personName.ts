// A person's name as the site writes it wherever it shows one (author lists, an article's header, its
// review page, feeds and deposits): given names, surname, then any suffix ("Melissa Harrison Jnr").
export interface PersonNameParts {
  givenNames?: string | null;
  surname: string;
  suffix?: string | null;
}

export function personName({ givenNames, surname, suffix }: PersonNameParts): string {
  return [givenNames, surname, suffix].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/**
 * The name each of an article's authors is listed under: the name stored with the article's author
 * list (which keeps what the parts leave out, a suffix such as "Jnr"), else the name from the parts.
 */
export function listedAuthorName(listed: readonly string[], index: number, parts: PersonNameParts): string {
  const fromParts = personName(parts);
  const stored = listed[index];
  // The stored name belongs to this author when it holds the author's surname (the lists are in one order).
  return stored && parts.surname && stored.includes(parts.surname) ? stored : fromParts;
}
