import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import type { HeadMeta } from '@oap/contracts/federation/contract.ts';
import { importedArticle } from './articleFixtures.ts';
import { articleHead, scholarDate } from './articleHead.ts';
import { shareTargets } from './ShareLinks.tsx';
import { citationReference, parseReference } from './citationReference.ts';
import { articleNavigation } from './articleNavigation.ts';
import { head } from './articleRoute.tsx';

const origin = 'https://journals.example.org';
const pairs = (meta: HeadMeta[] | undefined) => (meta ?? []).map((tag) => [tag.name ?? tag.property, tag.content]);
const values = (name: string) => pairs(articleHead(importedArticle).meta).filter(([key]) => key === name).map(([, value]) => value);

test('the route module’s head is the article head once its navigation code is loaded (its loader has run), the title alone before', async () => {
  expect(head(importedArticle)).toEqual({ title: importedArticle.title });
  await articleNavigation();
  expect(head(importedArticle)).toEqual(articleHead(importedArticle));
});

test('title, description without markup, canonical and og:type', () => {
  const result = articleHead(importedArticle);
  expect(result.title).toBe('Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum');
  expect(result.description).toMatch(/^Animals learn when rewards arrive, not only whether they arrive\. We recorded/);
  expect(result.description).not.toContain('<');
  expect(result.description!.length).toBeLessThanOrEqual(201);
  expect(result.canonical).toBe('/2076-3425/15/2/118');
  expect(result.openGraph).toEqual({ type: 'article' });
});

test('Google Scholar tags: each author followed by that author’s institutions', () => {
  const scholar = pairs(articleHead(importedArticle).meta).filter(([key]) => String(key).startsWith('citation_author'));
  expect(scholar).toEqual([
    ['citation_author', 'Hannah R. Okafor'],
    ['citation_author_institution', 'Department of Neurobiology, Harvard Medical School, Boston, MA 02115, USA'],
    ['citation_author_institution', 'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA'],
    ['citation_author_orcid', 'https://orcid.org/0000-0003-4417-2093'],
    ['citation_author_email', 'h.okafor@example.edu'],
    ['citation_author', 'Mateus Lima'],
    ['citation_author_institution', 'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA'],
  ]);
});

test('Google Scholar tags carry the article’s own values', () => {
  expect(values('citation_title')).toEqual([importedArticle.title]);
  expect(values('citation_publication_date')).toEqual(['2025/01/27']);
  expect(values('citation_online_date')).toEqual(['2025/01/27']);
  expect(values('citation_journal_title')).toEqual(['Brain Sciences']);
  expect(values('citation_journal_abbrev')).toEqual(['Brain Sci.']);
  expect(values('citation_issn')).toEqual(['2076-3425']);
  expect(values('citation_volume')).toEqual(['15']);
  expect(values('citation_issue')).toEqual(['2']);
  expect(values('citation_firstpage')).toEqual(['118']);
  expect(values('citation_doi')).toEqual(['10.3390/brainsci15020118']);
  expect(values('citation_abstract_html_url')).toEqual(['/2076-3425/15/2/118']);
  expect(values('citation_fulltext_html_url')).toEqual(['/2076-3425/15/2/118']);
  expect(values('citation_keywords')).toEqual(['dopamine; reinforcement learning; interval timing']);
  expect(values('citation_language')).toEqual(['en']);
  // The PDF the server makes (server/src/catalogue/articles/pdf/), and the whole abstract as text.
  expect(values('citation_pdf_url')).toEqual(['/2076-3425/15/2/118/pdf-vor']);
  expect(values('citation_abstract')).toEqual([
    'Animals learn when rewards arrive, not only whether they arrive. We recorded midbrain dopamine neurons while mice learned cue–reward intervals and found that their responses track a temporal prediction error. These results tie interval timing to reinforcement learning.',
  ]);
});

test('one citation_reference per reference, in Google Scholar’s key=value form where the text allows', () => {
  expect(values('citation_reference')).toEqual([
    'citation_title=A neural substrate of prediction and reward; citation_author=Schultz W; citation_author=Dayan P; citation_author=Montague PR; citation_journal_title=Science; citation_year=1997; citation_doi=10.1126/science.275.5306.1593',
    'citation_title=Scalar expectancy theory and Weber’s law in animal timing; citation_author=Gibbon J; citation_journal_title=Psychol Rev; citation_year=1977; citation_doi=10.1037/0033-295X.84.3.279',
    // A book in neither shape the parser knows: its text, as Scholar also reads it.
    'Sutton RS, Barto AG. Reinforcement Learning: An Introduction. Cambridge, MA: MIT Press; 1998.',
  ]);
});

test('references in the form the JATS import writes', () => {
  const elife = { label: '1', text: 'Schultz W, Dayan P, Montague PR (1997). A neural substrate of prediction and reward. Science 275(5306):1593–1599. ', doi: '10.1126/science.275.5306.1593' };
  expect(citationReference(elife)).toBe(
    'citation_title=A neural substrate of prediction and reward; citation_author=Schultz W; citation_author=Dayan P; citation_author=Montague PR; citation_journal_title=Science; citation_year=1997; citation_doi=10.1126/science.275.5306.1593',
  );
  const generated = { label: '2', text: 'Okafor H et al. (2011). Timing; and reward in mice. Brain Sci. 12:345.', doi: null };
  expect(parseReference(generated)).toEqual({ title: 'Timing; and reward in mice', authors: ['Okafor H'], journal: 'Brain Sci.', year: '2011' });
  expect(citationReference(generated)).toBe('citation_title=Timing, and reward in mice; citation_author=Okafor H; citation_journal_title=Brain Sci.; citation_year=2011');
  const book = { label: '3', text: 'Sutton RS (1998). Reinforcement Learning. Cambridge: MIT Press. ', doi: null };
  expect(parseReference(book)).toEqual({ title: 'Reinforcement Learning', authors: ['Sutton RS'], year: '1998' });
  expect(citationReference({ label: '4', text: 'A web page without a year', doi: '10.1/x' })).toBe('A web page without a year doi:10.1/x');
});

test('Dublin Core', () => {
  const dc = pairs(articleHead(importedArticle).meta).filter(([key]) => String(key).startsWith('DC.'));
  expect(dc).toEqual([
    ['DC.title', importedArticle.title],
    ['DC.creator', 'Hannah R. Okafor'],
    ['DC.creator', 'Mateus Lima'],
    ['DC.description', expect.stringMatching(/^Animals learn when rewards arrive.*reinforcement learning\.$/)],
    ['DC.source', 'Brain Sciences 15(2): 118'],
    ['DC.subject', 'dopamine'],
    ['DC.subject', 'reinforcement learning'],
    ['DC.subject', 'interval timing'],
    ['DC.date', '2025-01-27'],
    ['DC.identifier', '10.3390/brainsci15020118'],
    ['DC.publisher', 'Meridian Open Science'],
    ['DC.rights', 'https://creativecommons.org/licenses/by/4.0/'],
    ['DC.type', 'Text'],
    ['DC.language', 'en'],
  ]);
});

test('schema.org ScholarlyArticle', () => {
  const [ld] = articleHead(importedArticle).jsonLd!;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: importedArticle.title,
    datePublished: '2025-01-27',
    author: [
      {
        '@type': 'Person',
        name: 'Hannah R. Okafor',
        givenName: 'Hannah R.',
        familyName: 'Okafor',
        sameAs: 'https://orcid.org/0000-0003-4417-2093',
        affiliation: [
          { '@type': 'Organization', name: 'Department of Neurobiology, Harvard Medical School, Boston, MA 02115, USA' },
          { '@type': 'Organization', name: 'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA' },
        ],
      },
      { '@type': 'Person', name: 'Mateus Lima', affiliation: [{ '@type': 'Organization', name: 'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA' }] },
    ],
    isPartOf: {
      '@type': 'PublicationIssue',
      issueNumber: '2',
      isPartOf: {
        '@type': 'PublicationVolume',
        volumeNumber: '15',
        isPartOf: { '@type': 'Periodical', name: 'Brain Sciences', alternateName: 'Brain Sci.', issn: '2076-3425', url: '/journal/brainsci' },
      },
    },
    publisher: { '@type': 'Organization', name: 'Meridian Open Science' },
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.3390/brainsci15020118' },
    license: 'https://creativecommons.org/licenses/by/4.0/',
    keywords: ['dopamine', 'reinforcement learning', 'interval timing'],
  });
  expect(ld!['citation']).toHaveLength(3);
  expect((ld!['citation'] as object[])[0]).toEqual({
    '@type': 'CreativeWork',
    name: 'A neural substrate of prediction and reward',
    datePublished: '1997',
    sameAs: 'https://doi.org/10.1126/science.275.5306.1593',
  });
  expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
});

test('in the served HTML: absolute URLs, escaped values, one JSON-LD block', () => {
  const html = renderHeadHtml(articleHead(importedArticle), { origin, pathname: importedArticle.path, status: 200, nonce: 'abc' });
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/2076-3425/15/2/118"');
  expect(html).toContain('<meta name="citation_abstract_html_url" content="https://journals.example.org/2076-3425/15/2/118"');
  expect(html).toContain('<meta name="citation_title" content="Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum"');
  expect(html.match(/<script type="application\/ld\+json" nonce="abc"/g)).toHaveLength(1);
  expect(html).toContain('"url":"https://journals.example.org/journal/brainsci"');
  expect(html).toContain('"@id":"https://journals.example.org/2076-3425/15/2/118"');
});

test('scholarDate', () => {
  expect(scholarDate('2025-01-27')).toBe('2025/01/27');
  expect(scholarDate('2025-01-27T10:00:00.000Z')).toBe('2025/01/27');
});

test('an initial inside a reference title does not end the title', () => {
  const reference = { label: '1', text: 'Lewis PH (1947). Melanogaster-new mutants: report of Pamela H. Lewis. Drosophila Information Service 21:69.', doi: null };
  expect(parseReference(reference)).toEqual({ title: 'Melanogaster-new mutants: report of Pamela H. Lewis', authors: ['Lewis PH'], journal: 'Drosophila Information Service', year: '1947' });
  expect(parseReference({ label: '2', text: 'Doe J (2001). Why do cells divide? Cell 5:1.', doi: null })?.title).toBe('Why do cells divide?');
});

test('an author’s name keeps its suffix, as the article’s author line has it', () => {
  const withSuffix = { ...importedArticle, authors: ['Hannah R. Okafor Jr', 'Mateus Lima'] };
  expect(articleHead(withSuffix).meta!.filter((tag) => tag.name === 'citation_author' || tag.name === 'DC.creator').map((tag) => tag.content)).toEqual([
    'Hannah R. Okafor Jr',
    'Mateus Lima',
    'Hannah R. Okafor Jr',
    'Mateus Lima',
  ]);
});

describe('an article with a notice about it', () => {
  const retracted = {
    ...importedArticle,
    notice: { kind: 'retraction', headline: 'This article has been retracted', date: '2026-11-28', path: '/2076-3425/15/4/301', doi: '10.3390/brainsci15040301' },
  } satisfies typeof importedArticle;
  const questioned = {
    ...importedArticle,
    notice: { kind: 'expression-of-concern', headline: 'An expression of concern has been published about this article', date: '2026-11-21', path: '/2076-3425/15/4/290', doi: '10.3390/brainsci15040290' },
  } satisfies typeof importedArticle;
  const metaValues = (article: typeof importedArticle, name: string) => pairs(articleHead(article).meta).filter(([key]) => key === name).map(([, value]) => value);

  test('a retracted article’s description begins with the notice, its date, then the abstract, in the head and the JSON-LD', () => {
    const result = articleHead(retracted);
    expect(result.description).toMatch(/^This article has been retracted \(2026-11-28\)\. Animals learn when rewards arrive/);
    expect(result.description!.length).toBeLessThanOrEqual(201);
    expect(result.jsonLd![0]!['description']).toBe(result.description);
  });

  test('DC.relation names the notice by its DOI, the last Dublin Core tag', () => {
    expect(metaValues(retracted, 'DC.relation')).toEqual(['https://doi.org/10.3390/brainsci15040301']);
    expect(pairs(articleHead(retracted).meta).at(-1)).toEqual(['DC.relation', 'https://doi.org/10.3390/brainsci15040301']);
    expect(metaValues(questioned, 'DC.relation')).toEqual(['https://doi.org/10.3390/brainsci15040290']);
  });

  test('a notice names the article it is about by DOI in DC.relation', () => {
    const notice = { ...importedArticle, noticeOf: { kind: 'retraction', doi: '10.3390/brainsci15040999', path: '/2076-3425/15/4/999', title: 'Reward timing' } } satisfies typeof importedArticle;
    expect(metaValues(notice, 'DC.relation')).toEqual(['https://doi.org/10.3390/brainsci15040999']);
  });

  test('an expression of concern leads the description in its own words', () => {
    expect(articleHead(questioned).description).toMatch(/^An expression of concern has been published about this article \(2026-11-21\)\. Animals learn/);
  });

  test('an article without a notice has no DC.relation and its description is the abstract', () => {
    const plain = { ...importedArticle, notice: null };
    expect(metaValues(plain, 'DC.relation')).toEqual([]);
    expect(articleHead(plain).description).toMatch(/^Animals learn/);
  });

  test('in the served HTML: the description and og:description lead with the notice, DC.relation is a meta tag', () => {
    const html = renderHeadHtml(articleHead(retracted), { origin, pathname: retracted.path, status: 200, nonce: 'abc' });
    expect(html).toContain('<meta name="description" content="This article has been retracted (2026-11-28). Animals learn');
    expect(html).toContain('<meta property="og:description" content="This article has been retracted (2026-11-28). Animals learn');
    expect(html).toContain('<meta name="DC.relation" content="https://doi.org/10.3390/brainsci15040301"');
  });
});

test('a generated article (an example DOI) shares and names its own address, never the DOI that resolves nowhere', () => {
  const generated = { ...importedArticle, doi: '10.5555/braindev24070005' };
  const [ld] = articleHead(generated).jsonLd!;
  expect(ld).not.toHaveProperty('sameAs');
  expect(articleHead(importedArticle).jsonLd![0]).toHaveProperty('sameAs', `https://doi.org/${importedArticle.doi}`);
  const shared = shareTargets(generated).map((target) => decodeURIComponent(target.href));
  expect(shared.every((href) => href.includes(`${generated.path}`) && !href.includes('doi.org'))).toBe(true);
});
