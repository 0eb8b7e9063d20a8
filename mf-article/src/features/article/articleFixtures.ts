// A realistic imported article for tests: shaped exactly as GET /api/articles/:issn/:volume/:issue/:identifier
// answers, its HTML as the server prepares it (server/src/catalogue/jats/body.ts).
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';

export const importedArticle: ArticleDetail = {
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
    '<section id="s1"><h2>Introduction</h2><p>Reward timing shapes behaviour <a href="#bib1">(Schultz, 1997)</a>, as Bayes’ rule <span class="inline-formula"><math display="inline"><mrow><mi>P</mi><mo>(</mo><mi>c</mi><mo>|</mo><mi>f</mi><mo>)</mo></mrow></math></span> says.</p></section>' +
    '<section id="s2"><h2>Results</h2><section id="s2-1"><h3>Dopamine responses shift with the interval</h3><p>Responses moved earlier across sessions (<a href="#fig1">Figure 1</a>).</p>' +
    '<div class="disp-formula" id="equ1"><full-formula><math display="block"><mrow><mi>δ</mi><mo>=</mo><mi>r</mi><mo>+</mo><mi>γ</mi><mi>V</mi><mo>(</mo><msub><mi>s</mi><mrow><mi>t</mi><mo>+</mo><mn>1</mn></mrow></msub><mo>)</mo></mrow></math></full-formula><span class="formula-label">(1)</span></div>' +
    '<figure class="fig" id="fig1"><div class="figure-placeholder">Image not reproduced on this page. <a href="https://doi.org/10.7554/eLife.41043">See the original article</a></div><figcaption><span class="caption-label">Figure 1.</span> <span class="caption-title">Recording sites.</span><p>Coronal sections of the ventral tegmental area.</p></figcaption></figure>' +
    '<figure class="table" id="tbl1"><figcaption><span class="caption-label">Table 1.</span> <p>Session statistics.</p></figcaption><div class="table-scroll" tabindex="0" role="region" aria-label="Table 1 (scrolls sideways)"><table><thead><tr><th scope="col">Mouse</th><th scope="col">Sessions</th></tr></thead><tbody><tr><td>M1</td><td>14</td></tr></tbody></table></div></figure></section></section>' +
    '<section id="funding" class="notes"><h2>Funding</h2><ul><li>National Institutes of Health (R01 MH1234)</li></ul></section>',
  contents: [
    { id: 's1', label: 'Introduction' },
    { id: 's2', label: 'Results' },
    { id: 'funding', label: 'Funding' },
  ],
  related: [
    {
      id: 90413,
      articleType: 'Research Article',
      title: 'Interval Timing in the Rodent Striatum',
      authors: ['Ines Duarte', 'Kofi Mensah'],
      journal: { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' },
      volume: '14',
      issue: '7',
      identifier: '655',
      doi: '10.3390/brainsci14070655',
      publishedAt: '2024-06-30',
      path: '/2076-3425/14/7/655',
      views: 812,
      citations: 2,
    },
  ],
  citationStyles: {
    apa: 'Okafor, H. R., & Lima, M. (2025). Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum. Brain Sciences, 15(2), 118. https://doi.org/10.3390/brainsci15020118',
    chicago: 'Okafor, Hannah R., and Mateus Lima. 2025. “Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum.” Brain Sciences 15 (2): 118. https://doi.org/10.3390/brainsci15020118.',
    harvard: 'Okafor, H.R. and Lima, M. (2025) ‘Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum’, Brain Sciences, 15(2), p. 118. doi:10.3390/brainsci15020118.',
    vancouver: 'Okafor HR, Lima M. Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum. Brain Sci. 2025 Jan 27;15(2):118.',
  },
  keywords: ['dopamine', 'reinforcement learning', 'interval timing'],
  authorDetails: [
    { name: 'Hannah R. Okafor', givenNames: 'Hannah R.', surname: 'Okafor', orcid: '0000-0003-4417-2093', affiliations: [0, 1], corresponding: true, email: 'h.okafor@example.edu' },
    { name: 'Mateus Lima', givenNames: 'Mateus', surname: 'Lima', orcid: null, affiliations: [1], corresponding: false },
  ],
  affiliations: [
    'Department of Neurobiology, Harvard Medical School, Boston, MA 02115, USA',
    'Center for Brain Science, Harvard University, Cambridge, MA 02138, USA',
  ],
  dates: { received: '2024-10-02', revised: '2024-12-11', accepted: '2025-01-08', published: '2025-01-27' },
  license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  references: [
    { id: 'bib1', label: '1', text: 'Schultz W, Dayan P, Montague PR. A neural substrate of prediction and reward. Science. 1997;275:1593–1599.', doi: '10.1126/science.275.5306.1593', pmid: '9054347' },
    { label: '2', text: 'Gibbon J. Scalar expectancy theory and Weber’s law in animal timing. Psychol Rev. 1977;84:279–325.', doi: '10.1037/0033-295X.84.3.279' },
    { label: '3', text: 'Sutton RS, Barto AG. Reinforcement Learning: An Introduction. Cambridge, MA: MIT Press; 1998.', doi: null },
  ],
  reviewReports: [
    {
      kind: 'decision-letter',
      title: 'Decision letter',
      html: '<p>Both reviewers found the timing result convincing.</p>',
    },
  ],
  source: { publisher: 'eLife Sciences Publications', journal: 'eLife', doi: '10.7554/eLife.41043', licenseUrl: 'https://creativecommons.org/licenses/by/4.0/' },
};
