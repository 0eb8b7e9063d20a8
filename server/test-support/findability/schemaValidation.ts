// Validates XML the site emits (OAI-PMH, Crossref, DOAJ) against the published XML schemas kept in
// schemas/ (sources and licences in schemas/README.md), with libxml2's xmllint compiled to
// WebAssembly: no network, no native build. Schemas that import others by a remote URL get the local
// copy instead, as an XML catalog would map it; the files themselves stay as published.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { repositoryRoot } from '../../src/platform/paths.ts';

const schemasDir = path.join(repositoryRoot, 'schemas');

/** Remote schema locations in the published files, and the local copies that stand for them. */
const catalog: Readonly<Record<string, string>> = {
  'http://www.w3.org/2001/03/xml.xsd': 'xml.xsd',
  'http://www.w3.org/2001/xml.xsd': 'xml.xsd',
  'http://www.w3.org/2009/01/xml.xsd': 'xml.xsd',
  'http://www.doaj.org/static/doaj/iso_639-2b.xsd': 'iso_639-2b.xsd',
};

/**
 * An OAI-PMH response holds metadata of other namespaces under a strict wildcard, which a validator
 * checks only against schemas it has loaded (xsi:schemaLocation hints are not followed): this test
 * schema imports the protocol's and its metadata schemas, unchanged, so one validation covers the
 * envelope and the records in it.
 */
const oaiDriver = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:oap:schema-driver">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="oai_dc.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="oai-identifier.xsd"/>
</xs:schema>
`;

export const schemaSets = {
  'oai-pmh': { folder: 'oai-pmh', main: 'oai-driver.xsd' },
  oai_dc: { folder: 'oai-pmh', main: 'oai_dc.xsd' },
  crossref: { folder: 'crossref', main: 'crossref5.3.1.xsd' },
  doaj: { folder: 'doaj', main: 'doajArticles.xsd' },
  sitemap: { folder: 'sitemaps', main: 'sitemap.xsd' },
  sitemapIndex: { folder: 'sitemaps', main: 'siteindex.xsd' },
} as const;

function localised(text: string): string {
  return text.replace(/schemaLocation="([^"]+)"/g, (whole, location: string) => (catalog[location] ? `schemaLocation="${catalog[location]}"` : whole));
}

function schemaFiles(folder: string): { fileName: string; contents: string }[] {
  const files = [path.join(schemasDir, folder), path.join(schemasDir, 'w3c')].flatMap((dir) => fs.readdirSync(dir).filter((file) => file.endsWith('.xsd')).map((file) => path.join(dir, file)));
  const published = files.map((file) => ({ fileName: path.basename(file), contents: localised(fs.readFileSync(file, 'utf8')) }));
  return folder === 'oai-pmh' ? [...published, { fileName: 'oai-driver.xsd', contents: oaiDriver }] : published;
}

/** The schema errors of each document (an empty list: valid). Several documents are checked in one run. */
export async function schemaErrors(set: keyof typeof schemaSets, documents: string[]): Promise<string[]> {
  const { folder, main } = schemaSets[set];
  const files = schemaFiles(folder);
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: `document-${index}.xml`, contents })),
    schema: files.filter((file) => file.fileName === main),
    preload: files.filter((file) => file.fileName !== main),
    maxMemoryPages: 16384,
  });
  return result.errors.map((error) => error.rawMessage).filter((message) => !/^warning:|parser warning/.test(message));
}

/** Parser errors of each document (an empty list: well-formed XML), for formats without a schema here. */
export async function wellFormednessErrors(documents: string[]): Promise<string[]> {
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: `document-${index}.xml`, contents })),
    normalization: 'format',
    maxMemoryPages: 16384,
  });
  return result.errors.map((error) => error.rawMessage).filter((message) => !/^warning:|parser warning/.test(message));
}
