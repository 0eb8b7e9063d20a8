/** The service's name, used as the page title when the content store has no page for it yet. */
export const englishEditingTitle = 'English Language Editing';
