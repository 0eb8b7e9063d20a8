// The address of the journal list, for its route module and its page.
export const journalListPath = '/about/journals';
