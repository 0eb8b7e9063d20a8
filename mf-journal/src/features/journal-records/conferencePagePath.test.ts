import { conferencePagePath } from './ConferenceSummary.tsx';

const ref = (nameSystem: string) => ({ name: nameSystem, nameSystem, issn: '', abbreviation: '' });

test("a conference's page is under the journal when it takes part, else under a journal that does, else none", () => {
  const conference = { id: 61, journals: [ref('cells'), ref('genes')] };
  expect(conferencePagePath('genes', conference)).toBe('/journal/genes/news-and-conferences/conferences/61');
  // Where the journal only has a stand: the page of the conference's first journal.
  expect(conferencePagePath('plants', conference)).toBe('/journal/cells/news-and-conferences/conferences/61');
  expect(conferencePagePath('plants', { id: 62, journals: [] })).toBeNull();
});
