/**
 * @jest-environment node
 */
// The editorial board as the server renders it: by role and section, filtered to a section by
// ?nameSystem= (the address the legacy section-editor links lead to), with a note for an unknown section.
import type { BoardMember, JournalSectionDetail } from '@oap/contracts/api/journals.ts';
import { installTestHtmlWindow, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import { journalBase } from '../journal-frame/journalTestData.ts';
import * as board from './editorialBoardRoute.tsx';
import * as panel from './topicalAdvisoryPanelRoute.tsx';

beforeAll(() => installTestHtmlWindow());

const sections: JournalSectionDetail[] = [
  { nameSystem: 'autophagy', name: 'Autophagy', description: '', articleCount: 10, editorCount: 2 },
  { nameSystem: 'cell_signaling', name: 'Cell Signaling', description: '', articleCount: 12, editorCount: 2 },
];
const member = (name: string, role: string, section: JournalSectionDetail | null, orcid: string | null = null): BoardMember => ({
  name, role, affiliation: 'University of Basel, Switzerland', orcid, country: 'Switzerland', section: section ? { nameSystem: section.nameSystem, name: section.name } : null, interests: ['autophagy', 'ageing'],
});
const members = [
  member('Prof. Dr. Anna Keller', 'Editor-in-Chief', null, '0000-0002-1825-0097'),
  member('Prof. Dr. Li Wei', 'Section Editor-in-Chief', sections[0]!),
  member('Prof. Dr. Omar Haddad', 'Section Editor-in-Chief', sections[1]!),
  member('Prof. Dr. Sara Lindqvist', 'Associate Editor', null),
  member('Dr. Peter Novak', 'Editorial Board Member', sections[0]!),
  member('Dr. Ana Costa', 'Editorial Board Member', sections[1]!),
];
const api: FakeApi = {
  ...journalBase,
  '/api/journals/cells/subpage/editors': [200, members],
  '/api/journals/cells/subpage/topical-advisory-panel': [200, [member('Dr. Eva Horvat', 'Topical Advisory Panel Member', sections[1]!)]],
  '/api/journals/cells/sections': [200, sections],
};
const render = async (module: typeof board, suffix: string) => {
  const page = await renderOnServer(module, { path: `/journal/:slug/${suffix.split('?')[0]}`, url: `http://localhost/journal/cells/${suffix}`, api });
  return { ...page, html: page.html.replaceAll('<!-- -->', '') };
};

test('the whole board: the editor-in-chief with ORCID, section chiefs, associate editors and members by section', async () => {
  const page = await render(board, 'editors');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Editorial Board<\/h1>/);
  for (const heading of ['Editor-in-Chief', 'Section Editors-in-Chief', 'Associate Editors', 'Editorial Board Members: Autophagy', 'Editorial Board Members: Cell Signaling']) {
    expect(page.html).toContain(`>${heading}</h2>`);
  }
  expect(page.html).toContain('href="https://orcid.org/0000-0002-1825-0097"');
  expect(page.html).toContain('Section Editor-in-Chief, Autophagy');
  // A member's name is a level below their group's heading.
  expect(page.html).toMatch(/<h3[^>]*>Prof\. Dr\. Anna Keller/);
  // The filter is a GET form on the page's own address, so it works without scripts.
  expect(page.html).toMatch(/<form[^>]*method="get"[^>]*action="\/journal\/cells\/editors"|<form[^>]*action="\/journal\/cells\/editors"[^>]*method="get"/);
});

test('?nameSystem= shows one section\'s editors, with its own title and canonical; an unknown one says so', async () => {
  const page = await render(board, 'editors?nameSystem=autophagy');
  expect(page.html).toMatch(/<h1[^>]*>Editorial Board: Autophagy<\/h1>/);
  expect(page.html).toContain('Prof. Dr. Li Wei');
  expect(page.html).toContain('Dr. Peter Novak');
  expect(page.html).not.toContain('Dr. Ana Costa');
  expect(page.html).not.toContain('Prof. Dr. Anna Keller');
  expect(page.html).toContain('<option value="autophagy" selected="">Autophagy</option>');
  const data = page.context.loaderData['page'];
  expect(board.head(data)).toMatchObject({ title: 'Editorial Board: Autophagy – Cells', canonical: '/journal/cells/editors?nameSystem=autophagy' });
  const unknown = await render(board, 'editors?nameSystem=no_such');
  expect(unknown.status).toBe(200);
  expect(unknown.html).toContain('The journal has no section “no_such”: here is the whole editorial board.');
  expect(unknown.html).toContain('Dr. Ana Costa');
});

test('the topical advisory panel filters by section too', async () => {
  const page = await render(panel, 'topical_advisory_panel?nameSystem=cell_signaling');
  expect(page.html).toMatch(/<h1[^>]*>Topical Advisory Panel: Cell Signaling<\/h1>/);
  // No heading groups the panel's members: their names are the level below the page's title.
  expect(page.html).toMatch(/<h2[^>]*>Dr\. Eva Horvat/);
  expect((await render(panel, 'topical_advisory_panel?nameSystem=autophagy')).html).toContain('No one yet.');
});
