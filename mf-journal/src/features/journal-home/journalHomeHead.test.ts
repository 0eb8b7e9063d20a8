import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import { cellsJournal } from './journalHomeFixtures.ts';
import { journalHomeHead } from './journalHomeHead.ts';

test('title, description, canonical and Open Graph from the journal', () => {
  const head = journalHomeHead(cellsJournal);
  expect(head).toMatchObject({
    title: 'Cells',
    description: 'Cells is an international, peer-reviewed, open access journal on cell biology, molecular biology and biophysics.',
    canonical: '/journal/cells',
    openGraph: { type: 'website', image: `/journal/${cellsJournal.nameSystem}/card.png` },
  });
});

test('the journal as a schema.org Periodical', () => {
  expect(journalHomeHead(cellsJournal).jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Periodical',
      '@id': '/journal/cells',
      url: '/journal/cells',
      image: '/journal/cells/card.png',
      name: 'Cells',
      alternateName: 'Cells',
      issn: '2073-4409',
      description: 'Cells is an international, peer-reviewed, open access journal on cell biology, molecular biology and biophysics.',
      publisher: { '@type': 'Organization', name: 'Meridian Open Science' },
      isAccessibleForFree: true,
      inLanguage: 'en',
    },
  ]);
});

test('in the served HTML the URLs are absolute on the site origin', () => {
  const html = renderHeadHtml(journalHomeHead(cellsJournal), { origin: 'https://journals.example.org', pathname: '/journal/cells', status: 200, nonce: 'n' });
  expect(html).toContain('<title>Cells | Meridian Open Science</title>');
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/journal/cells"');
  expect(html).toContain('<meta property="og:url" content="https://journals.example.org/journal/cells"');
  expect(html).toContain('"url":"https://journals.example.org/journal/cells"');
  expect(html).toContain('"issn":"2073-4409"');
  expect(html).toContain('<meta property="og:image" content="https://journals.example.org/journal/cells/card.png"');
});
