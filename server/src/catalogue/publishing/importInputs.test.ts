// The import's inputs and refusals, as the command reports them: each input form publishes its
// article with its figures, and each refusal names its reason and leaves nothing behind.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { jatsXml, packageFiles, scratchFolder, zipOf } from '../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../test-support/publishing/publishingCatalogue.ts';
import { MAX_XML_BYTES } from './articleChecks.ts';
import { packagesOfPath } from './articlePackages.ts';
import { importPackages } from './importSession.ts';
import { noPurger } from '../../platform/cache/purge.ts';

let t: PublishingCatalogue;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('import-inputs');
});
after(async () => {
  await t.close();
  files.remove();
});

async function writeFolder(folder: string, contents: Map<string, Buffer>): Promise<string> {
  for (const [name, bytes] of contents) files.write(`${folder}/${name}`, bytes);
  return `${files.dir}/${folder}`;
}

const catalogueCounts = async () => ({
  articles: await t.rows.count(sql`SELECT count(*) AS n FROM articles`),
  files: await t.rows.count(sql`SELECT count(*) AS n FROM stored_files`),
  journals: await t.rows.count(sql`SELECT count(*) AS n FROM journals`),
});

test('a folder with one article and its figures is published with every figure converted to webp, and reported with its page', async () => {
  const folder = await writeFolder('folder-article', await packageFiles({ doi: '10.5555/pub.folder', figures: 3 }));
  const [entry] = await t.importPaths([folder], { createJournals: true });
  assert.equal(entry?.status, 'imported', JSON.stringify(entry?.problems));
  assert.equal(entry.doi, '10.5555/pub.folder');
  assert.equal(entry.version, 1);
  assert.match(entry.url ?? '', /^https:\/\/www\.example\.org\/2049-3630\/\d+\/\d+\/1$/);
  const webp = await t.rows.count(sql`SELECT count(*) AS n FROM article_assets x JOIN articles a ON a.id = x.article_id WHERE a.doi = '10.5555/pub.folder' AND x.variants IS NOT NULL`);
  assert.equal(webp, 3, 'each figure has its renditions');
  const widths = await t.rows.all<{ variants: string }>(sql`SELECT variants FROM article_assets x JOIN articles a ON a.id = x.article_id WHERE a.doi = '10.5555/pub.folder' ORDER BY position LIMIT 1`);
  assert.deepEqual((JSON.parse(widths[0]?.variants ?? '[]') as { width: number }[]).map((v) => v.width), [320, 640, 768, 900], 'the spec widths up to the image, and its own');
});

test('a lone XML file, a zip of a folder, a MECA folder and a MECA zip are each one article', async () => {
  const lone = files.write('lone/article.xml', jatsXml({ doi: '10.5555/pub.lone' }));
  const zip = files.write('zipped.zip', await zipOf(new Map([...(await packageFiles({ doi: '10.5555/pub.zip', figures: 1 }))].map(([name, bytes]) => [`article-folder/${name}`, bytes]))));
  const manifest = (xml: string) => `<?xml version="1.0"?><manifest xmlns="http://manuscriptexchange.org" version="1.0">
    <item type="article" id="a"><instance media-type="application/xml" href="content/${xml}"/></item>
    <item type="figure" id="f1"><instance media-type="image/png" href="content/fig1.png"/></item></manifest>`;
  const meca = await packageFiles({ doi: '10.5555/pub.meca', figures: 1 });
  files.write('meca/manifest.xml', manifest('main.xml'));
  for (const [name, bytes] of meca) files.write(`meca/content/${name}`, bytes);
  const mecaZip = new Map<string, Buffer>([['manifest.xml', Buffer.from(manifest('main.xml'))], ...[...(await packageFiles({ doi: '10.5555/pub.mecazip', figures: 1 }))].map(([name, bytes]) => [`content/${name}`, bytes] as [string, Buffer])]);
  const mecaZipPath = files.write('meca.zip', await zipOf(mecaZip));
  const entries = await t.importPaths([lone, zip, `${files.dir}/meca`, mecaZipPath], { createJournals: true });
  assert.deepEqual(entries.map((entry) => [entry.doi, entry.status]), [
    ['10.5555/pub.lone', 'imported'], ['10.5555/pub.zip', 'imported'], ['10.5555/pub.meca', 'imported'], ['10.5555/pub.mecazip', 'imported'],
  ], JSON.stringify(entries.map((entry) => entry.problems)));
});

test('a folder of packages publishes each of them', async () => {
  await writeFolder('batch/one', await packageFiles({ doi: '10.5555/pub.batch1' }));
  await writeFolder('batch/two', await packageFiles({ doi: '10.5555/pub.batch2' }));
  const entries = await t.importPaths([`${files.dir}/batch`], { createJournals: true });
  assert.deepEqual(entries.map((entry) => entry.doi).sort(), ['10.5555/pub.batch1', '10.5555/pub.batch2']);
});

test('each refusal names its reason, and a refused article leaves nothing behind', async () => {
  const before = await catalogueCounts();
  const cases: [string, string, RegExp][] = [
    ['not-well-formed', jatsXml({ doi: '10.5555/bad.1' }).replace('</title-group>', '</title-grop>'), /not well-formed at line \d+, column \d+/],
    ['entity-declaration', jatsXml({ doi: '10.5555/bad.2' }).replace('<article ', '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><article '), /declares entities .*line \d+, column \d+/],
    ['not-jats', '<?xml version="1.0"?><html><body/></html>', /not <article>/],
    ['missing-metadata', jatsXml({ doi: '10.5555/bad.4', authors: false }), /No author/],
    ['missing-metadata', jatsXml({ doi: '10.5555/bad.5', licence: false }), /No licence/],
    ['missing-metadata', jatsXml({ doi: 'not-a-doi' }), /is not a DOI/],
    ['unknown-journal', jatsXml({ doi: '10.5555/bad.7', issn: '1234-5679', journalTitle: 'Journal of Nowhere', journalId: 'nowhere' }), /No journal here has ISSN 1234-5679, "Journal of Nowhere"/],
  ];
  for (const [code, xml, reason] of cases) {
    const path = files.write(`refused/${code}-${Math.random().toString(36).slice(2)}.xml`, xml);
    const [entry] = await t.importPaths([path]);
    assert.equal(entry?.status, 'rejected', code);
    const refusal = entry.problems.find((problem) => problem.severity === 'refusal');
    assert.equal(refusal?.code, code);
    assert.match(refusal?.message ?? '', reason);
  }
  assert.deepEqual(await catalogueCounts(), before, 'nothing of a refused article is kept');
});

test('an XML too large, of another JATS version or out of JATS order, a figure that is no image, each missing piece of metadata and a billion laughs are refused by name, leaving nothing', async () => {
  const before = await catalogueCounts();
  const without = (pattern: RegExp, doi: string) => {
    const xml = jatsXml({ doi });
    assert.match(xml, pattern, 'the helper\'s XML has what the case takes away');
    return xml.replace(pattern, '');
  };
  // Each entity nine levels deep is ten of the one below: a billion "lol"s from a few hundred bytes.
  const laughs = `<!DOCTYPE article [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`).join('')}]>`;
  const cases: [string, string, RegExp, Map<string, Buffer>?][] = [
    ['too-large', jatsXml({ doi: '10.5555/bad.large', extraBody: `<p>${'x'.repeat(MAX_XML_BYTES)}</p>` }), /larger than 32 MB, the limit of an article/],
    ['jats-version', jatsXml({ doi: '10.5555/bad.version' }).replace('dtd-version="1.2"', 'dtd-version="2.3"'), /dtd-version="2\.3" is not a JATS 1\.x version/],
    ['jats-structure', jatsXml({ doi: '10.5555/bad.order' }).replace('<body>', '<back><ack><p>Thanks.</p></ack></back><body>'), /<body> comes after <back> in <article>; JATS puts it before/],
    ['jats-structure', jatsXml({ doi: '10.5555/bad.nometa' }).replace('<article-meta>', '<article-metadata>').replace('</article-meta>', '</article-metadata>'), /<front> has no <article-meta>/],
    ['unreadable-image', jatsXml({ doi: '10.5555/bad.image', figures: 1 }), /fig1\.png cannot be read as an image/, new Map([['fig1.png', Buffer.from('not a PNG, though it is named one')]])],
    ['missing-metadata', without(/<title-group>[\s\S]*?<\/title-group>/, '10.5555/bad.notitle'), /^No title: the article needs <title-group><article-title>/],
    ['missing-metadata', without(/<article-id pub-id-type="doi">[^<]*<\/article-id>/, '10.5555/bad.nodoi'), /^No DOI: the article needs <article-id pub-id-type="doi">/],
    ['missing-metadata', without(/<pub-date[\s\S]*?<\/pub-date>/, '10.5555/bad.nodate'), /^No publication date: the article needs a <pub-date>/],
    ['missing-metadata', without(/<journal-meta>[\s\S]*?<\/journal-meta>/, '10.5555/bad.nojournal'), /^No journal: the article needs <journal-meta> with an <issn> or a <journal-id>/],
    ['entity-declaration', jatsXml({ doi: '10.5555/bad.laughs', extraBody: '<p>&lol9;</p>' }).replace(/<!DOCTYPE[^>]*>/, laughs), /declares entities in its DOCTYPE \(line 2, column \d+\).*expand without bound/],
  ];
  for (const [code, xml, reason, extra] of cases) {
    const folder = `refused-more/${code}-${Math.random().toString(36).slice(2)}`;
    files.write(`${folder}/main.xml`, xml);
    for (const [name, bytes] of extra ?? []) files.write(`${folder}/${name}`, bytes);
    // With --create-journals the journal is no reason to refuse: the case's own reason is the one.
    const [entry] = await t.importPaths([`${files.dir}/${folder}`], { createJournals: true });
    assert.equal(entry?.status, 'rejected', code);
    const refusals = entry.problems.filter((problem) => problem.severity === 'refusal');
    assert.deepEqual(refusals.map((problem) => problem.code), [code], `${code}: ${JSON.stringify(refusals)}`);
    assert.match(refusals[0]?.message ?? '', reason);
  }
  assert.deepEqual(await catalogueCounts(), before, 'nothing of a refused article is kept');
});

test('missing figures refuse the article with the list; --allow-missing-files publishes it with a notice per figure and the figure marked missing', async () => {
  const folder = await writeFolder('missing', await packageFiles({ doi: '10.5555/pub.missing', figures: 3 }, { skipFigures: [2, 3] }));
  const [refused] = await t.importPaths([folder], { createJournals: true });
  assert.equal(refused?.status, 'rejected');
  assert.match(refused.problems[0]?.message ?? '', /lacks 2 files the article names: fig2\.png, fig3\.png/);
  const [allowed] = await t.importPaths([folder], { createJournals: true, allowMissingFiles: true });
  assert.equal(allowed?.status, 'imported');
  assert.deepEqual(allowed.problems.filter((problem) => problem.code === 'missing-file').map((problem) => problem.message.split(' ')[0]), ['fig2.png', 'fig3.png']);
  const [path = ''] = (allowed.url ?? '').replace('https://www.example.org/', '').split('?');
  const [issn = '', volume = '', issue = '', identifier = ''] = path.split('/');
  const article = await t.catalogue.store.articles.byLocator({ issn, volume, issue, identifier });
  assert.equal(article?.bodyHtml.match(/data-figure data-figure-missing/g)?.length, 2);
  assert.match(article?.bodyHtml ?? '', /<figure class="article-figure" id="fig1" data-figure><a class="article-figure-link" href="\/files\/[0-9a-f]{64}\/fig1\.png" data-zoom-src="\/files\/[0-9a-f]{64}\/fig1-900\.webp" data-zoom-width="900" data-zoom-height="500"><img src="\/files\/[0-9a-f]{64}\/fig1-640\.webp" srcset="[^"]+ 320w, [^"]+ 640w, [^"]+ 768w, [^"]+ 900w" sizes="\(min-width: 1024px\) 860px, 100vw" width="640" height="356" alt="Figure 1\. Panel 1 of the experiment\." loading="eager" decoding="async"><\/a><figcaption>/);
  assert.match(article?.bodyHtml ?? '', /The image of this figure was not supplied with the article\./);
});

test('hostile packages are refused without harm: a path leaving the package, a zip bomb, a zip entry named out of the package, a file over the limit', async () => {
  const before = await catalogueCounts();
  const escaping = files.write('escape/main.xml', jatsXml({ doi: '10.5555/bad.escape', figures: 0, extraBody: '<fig id="f9"><graphic xlink:href="../../etc/passwd"/></fig>' }));
  const [escape] = await t.importPaths([escaping], { createJournals: true });
  assert.equal(escape?.problems[0]?.code, 'path-outside');
  assert.match(escape.problems[0]?.message ?? '', /leaves the package/);

  const bomb = await zipOf(new Map([['main.xml', Buffer.from(jatsXml({ doi: '10.5555/bad.bomb' }))], ['fig1.png', Buffer.alloc(40 * 1024 * 1024)]]));
  assert.ok(bomb.length < 200_000, 'forty megabytes of zeros zip small');
  const [bombEntry] = await t.importPaths([files.write('bomb.zip', bomb)]);
  assert.equal(bombEntry?.status, 'rejected');
  assert.match(bombEntry.problems[0]?.message ?? '', /zip bomb/);

  // yazl writes no name with "..": the entry is named after, alike in its local header and the central directory.
  const named = await zipOf(new Map([['main.xml', Buffer.from(jatsXml({ doi: '10.5555/bad.zipescape' }))], ['aa/x.xml', Buffer.from('<x/>')]]), { compress: false });
  const leaving = Buffer.from(named.toString('latin1').replaceAll('aa/x.xml', '../x.xml'), 'latin1');
  assert.equal(leaving.toString('latin1').split('../x.xml').length, 3, 'both places name the entry ../x.xml');
  const [leavingEntry] = await t.importPaths([files.write('leaving.zip', leaving)], { createJournals: true });
  assert.equal(leavingEntry?.status, 'rejected');
  assert.deepEqual(leavingEntry.problems.map((problem) => [problem.severity, problem.code]), [['refusal', 'package']]);
  assert.match(leavingEntry.problems[0]?.message ?? '', /\.\.\/x\.xml/);

  const big = await writeFolder('big', await packageFiles({ doi: '10.5555/bad.big', figures: 1 }));
  const entries = await importPackages(t.catalogue.publishing, packagesOfPath(big, { fileBytes: 1000, packageBytes: 10_000_000, files: 10, compressionRatio: 200 }), {
    createJournals: true, allowMissingFiles: false, publicUrl: 'https://www.example.org', purger: noPurger,
  });
  assert.match(entries[0]?.problems[0]?.message ?? '', /over the limit of 0\.0 MB per file/);
  assert.deepEqual(await catalogueCounts(), before);
});

test('an element the site does not lay out is kept and named in the report', async () => {
  const path = files.write('unknown/main.xml', jatsXml({ doi: '10.5555/pub.unknown', extraBody: '<p>Before <tardis-coordinates>the coordinates</tardis-coordinates> after.</p>' }));
  const [entry] = await t.importPaths([path], { createJournals: true });
  assert.equal(entry?.status, 'imported');
  assert.match(entry.problems.map((problem) => problem.message).join(' '), /<tardis-coordinates> is not an element this site lays out: its text is kept/);
  // Kept on the page itself: its text in the body where the article has it, without the unknown tag.
  const [issn = '', volume = '', issue = '', identifier = ''] = new URL(entry.url ?? '').pathname.slice(1).split('/');
  const body = (await t.catalogue.store.articles.byLocator({ issn, volume, issue, identifier }))?.bodyHtml ?? '';
  assert.match(body, /<p>Before (<[^>]+>)?the coordinates(<\/[^>]+>)? after\.<\/p>/);
  assert.doesNotMatch(body, /<\/?tardis-coordinates/);
});

test('an article interrupted while it is written leaves nothing, and the next import goes on', async () => {
  const before = await catalogueCounts();
  const failing = {
    begin: async () => {
      const opened = await t.catalogue.publishing.begin();
      // The journal's count is the writer's last step: failing there leaves every row written but not committed.
      const run = opened.tx.run.bind(opened.tx);
      return { ...opened, tx: { ...opened.tx, run: async (text: string, ...params: (string | number | null | Uint8Array)[]) => {
        if (text.startsWith('UPDATE journals SET article_count')) throw new Error('the disk is full');
        return run(text, ...params);
      } } };
    },
  };
  const folder = await writeFolder('interrupted', await packageFiles({ doi: '10.5555/pub.interrupted', figures: 1, issn: '2049-3630' }));
  const [entry] = await importPackages(failing, packagesOfPath(folder), { createJournals: true, allowMissingFiles: false, publicUrl: 'https://www.example.org', purger: noPurger });
  assert.equal(entry?.status, 'rejected');
  assert.match(entry.problems[0]?.message ?? '', /could not be written, and nothing of it was kept: the disk is full/);
  assert.deepEqual(await catalogueCounts(), before);
  const [again] = await t.importPaths([folder], { createJournals: true });
  assert.equal(again?.status, 'imported');
});
