// A realistic imported article for tests: shaped exactly as GET /api/articles/:issn/:volume/:issue/:identifier answers.
import type { Article } from '@oap/contracts/api/articles.ts';

export const importedArticle: Article = {
  id: 90412,
  articleType: 'research-article',
  title: 'Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum',
  authors: ['Hannah R. Okafor', 'Mateus Lima'],
  journal: { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' },
  volume: '15',
  issue: '2',
  identifier: '118',
  doi: '10.3390/brainsci15020118',
  publishedAt: '2025-01-27',
  path: '/2076-3425/15/2/118',
  views: 3120,
  citations: 4,
  abstractHtml:
    '<p>Animals learn <em>when</em> rewards arrive, not only whether they arrive. We recorded midbrain dopamine neurons while mice learned cue–reward intervals and found that their responses track a temporal prediction error.</p><p>These results tie interval timing to reinforcement learning.</p>',
  bodyHtml:
    '<section id="s1"><h2>Introduction</h2><p>Reward timing shapes behaviour <a href="#bib1">(Schultz, 1997)</a>.</p><script>window.__injected = true;</script><img src="x" onerror="window.__onerror = true"></section>' +
    '<section id="s2"><h2>Results</h2><h3>Dopamine responses shift with the interval</h3><p>Responses moved earlier across sessions.</p>' +
    '<figure id="fig1"><figcaption><strong>Figure 1.</strong> <strong>Recording sites.</strong><p>Coronal sections of the ventral tegmental area.</p></figcaption></figure>' +
    '<figure class="table" id="tbl1"><figcaption><strong>Table 1.</strong> Session statistics.</figcaption><div class="table-scroll"><table><thead><tr><th>Mouse</th><th>Sessions</th></tr></thead><tbody><tr><td>M1</td><td>14</td></tr></tbody></table></div></figure></section>',
  keywords: ['dopamine', 'reinforcement learning', 'interval timing'],
  authorDetails: [
    { name: 'Hannah R. Okafor', givenNames: 'Hannah R.', surname: 'Okafor', orcid: '0000-0003-4417-2093', affiliations: [0, 1], corresponding: true },
    { name: 'Mateus Lima', givenNames: 'Mateus', surname: 'Lima', orcid: null, affiliations: [1], corresponding: false },
  ],
  affiliations: [
    'Department of Neurobiology, Harvard Medical School, Boston, MA 02115, USA',
    'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA',
  ],
  dates: { received: '2024-10-02', revised: '2024-12-11', accepted: '2025-01-08', published: '2025-01-27' },
  license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  references: [
    { label: '1', text: 'Schultz W, Dayan P, Montague PR. A neural substrate of prediction and reward. Science. 1997;275:1593–1599.', doi: '10.1126/science.275.5306.1593' },
    { label: '2', text: 'Gibbon J. Scalar expectancy theory and Weber’s law in animal timing. Psychol Rev. 1977;84:279–325.', doi: '10.1037/0033-295X.84.3.279' },
    { label: '3', text: 'Sutton RS, Barto AG. Reinforcement Learning: An Introduction. Cambridge, MA: MIT Press; 1998.', doi: null },
  ],
  reviewReports: [
    {
      kind: 'decision-letter',
      title: 'Decision letter',
      html: '<p>Both reviewers found the timing result convincing.</p><script>window.__reviewInjected = true;</script>',
    },
  ],
  source: { publisher: 'eLife Sciences Publications', journal: 'eLife', doi: '10.7554/eLife.41043', licenseUrl: 'https://creativecommons.org/licenses/by/4.0/' },
};
