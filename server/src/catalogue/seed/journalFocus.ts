// What a journal's name says about its field: the first four letters of its telling words
// ("Neurobiology Reports": "neur"), matched against themes and sections so that a neurobiology journal
// publishes mostly neuroscience and opens with a Neuroscience section.

/** Words of journal names that say nothing about their field. */
const GENERIC = new Set([
  'journal', 'reports', 'letters', 'open', 'research', 'frontiers', 'insights', 'systems', 'analysis', 'review', 'science', 'sciences', 'health',
  'advanced', 'processes', 'global', 'public', 'molecular', 'engineering', 'matter', 'space', 'signals', 'life', 'diseases', 'physics', 'landscapes',
]);

export function nameStems(name: string): string[] {
  return name.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 4 && !GENERIC.has(word)).map((word) => word.slice(0, 4));
}

/** Whether a text (a theme's field and topics, a section's name) is on one of the stems. */
export const isOn = (text: string, stems: readonly string[]): boolean => stems.some((stem) => text.toLowerCase().includes(stem));

/** The themes a journal's name points to: by their field ("neuroscience"), else by their topics ("gene regulatory networks"). */
export function focusThemes<T extends { field: string; topics: string[] }>(journalName: string, themes: readonly T[]): T[] {
  const stems = nameStems(journalName);
  const byField = themes.filter((theme) => isOn(theme.field, stems));
  return byField.length ? byField : themes.filter((theme) => isOn(theme.topics.join(' '), stems));
}
