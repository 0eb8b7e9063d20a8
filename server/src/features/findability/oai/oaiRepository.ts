// The OAI-PMH 2.0 repository: each verb's answer as a complete response document. Records are the
// catalogue's public articles; an article's identifier is oai:{host of PUBLIC_URL}:{DOI}, its
// datestamp the day it last changed here, its publication, a later import or a notice about it coming in
// (changedAt, granularity YYYY-MM-DD), its sets its journal (journal:{slug}) and
// the journal's subjects (subject:{slug}). Nothing is ever deleted (deletedRecord "no").
import type { ArticleFilter, ArticleRecord, CatalogueReader, JournalRecord } from '../../../catalogue/catalogueReader.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import { textElement as el, xmlText } from '../xmlText.ts';
import { parseOaiArguments, type OaiArguments, type OaiError } from './oaiArguments.ts';
import { metadataFormat, metadataFormats, type MetadataContext } from './oaiMetadata.ts';
import { ResumptionTokens, type ListState } from './oaiTokens.ts';

export const RECORDS_PER_PAGE = 100;
export const IDENTIFIERS_PER_PAGE = 500;

export interface OaiOptions {
  catalogue: CatalogueReader;
  publicUrl: string;
  publisherName: string;
  adminEmail: string;
  tokenKey: string;
  now?: () => number;
}

// The oai-identifier scheme's repository identifier is a domain name with at least one dot.
const REPOSITORY_ID = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;
// Characters a local identifier may hold as they are (oai-identifier.xsd); anything else is %-encoded.
const LOCAL_ID_CHAR = /[a-zA-Z0-9\-_.!~*'();/?:@&=+$,]/;

const utcSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export class OaiRepository {
  private readonly options: OaiOptions;
  private readonly tokens: ResumptionTokens;
  private readonly namespace: string;
  private readonly baseUrl: string;
  private readonly context: MetadataContext;

  constructor(options: OaiOptions) {
    this.options = options;
    this.tokens = new ResumptionTokens(options.tokenKey);
    this.namespace = new URL(options.publicUrl).hostname;
    this.baseUrl = `${options.publicUrl}/oai`;
    this.context = { publicUrl: options.publicUrl, publisherName: options.publisherName };
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  identifierOf(doi: string): string {
    const local = [...doi].map((char) => (LOCAL_ID_CHAR.test(char) ? char : encodeURIComponent(char))).join('');
    return `oai:${this.namespace}:${local}`;
  }

  private doiOf(identifier: string): string | null {
    const prefix = `oai:${this.namespace}:`;
    if (!identifier.startsWith(prefix)) return null;
    try {
      return decodeURIComponent(identifier.slice(prefix.length));
    } catch {
      return null;
    }
  }

  /** The response to a request given as its argument pairs (query string or form body). */
  async respond(pairs: Iterable<[string, string]>): Promise<string> {
    const parsed = parseOaiArguments(pairs);
    if (!parsed.ok) {
      // badVerb and badArgument answers repeat the request without its arguments (protocol 3.2).
      const bare = parsed.errors.some((error) => error.code === 'badVerb' || error.code === 'badArgument');
      return this.document(bare ? null : { verb: parsed.verb! }, this.errors(parsed.errors));
    }
    const request = parsed.request;
    const body = await this.answer(request);
    return this.document(request, body);
  }

  private async answer(request: OaiArguments): Promise<string> {
    switch (request.verb) {
      case 'Identify':
        return this.identify();
      case 'ListMetadataFormats':
        return this.listMetadataFormats(request.identifier);
      case 'ListSets':
        return request.resumptionToken !== undefined ? this.errors([{ code: 'badResumptionToken', message: 'The list of sets is complete in one answer; this repository issued no token for it.' }]) : this.listSets();
      case 'GetRecord':
        return this.getRecord(request.identifier!, request.metadataPrefix!);
      case 'ListIdentifiers':
      case 'ListRecords':
        return this.list(request);
    }
  }

  private document(request: Partial<OaiArguments> | null, body: string): string {
    const attributes = request
      ? Object.entries(request)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
          .join('')
      : '';
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\n' +
      `<responseDate>${utcSeconds(this.now())}</responseDate>\n` +
      `<request${attributes}>${xmlText(this.baseUrl)}</request>\n` +
      body +
      '\n</OAI-PMH>\n'
    );
  }

  private errors(errors: OaiError[]): string {
    return errors.map((error) => `<error code="${error.code}">${xmlText(error.message)}</error>`).join('\n');
  }

  private async identify(): Promise<string> {
    const { catalogue, publisherName, adminEmail } = this.options;
    const earliest = (await catalogue.earliestDate())?.slice(0, 10) ?? utcSeconds(this.now()).slice(0, 10);
    const sample = (await catalogue.articleHeaders({}, 0, 1))[0]?.doi ?? '10.0000/example';
    const description = REPOSITORY_ID.test(this.namespace)
      ? '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ' +
        'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">' +
        `<scheme>oai</scheme>${el('repositoryIdentifier', this.namespace)}<delimiter>:</delimiter>${el('sampleIdentifier', this.identifierOf(sample))}` +
        '</oai-identifier></description>'
      : '';
    return (
      '<Identify>' +
      el('repositoryName', publisherName) +
      el('baseURL', this.baseUrl) +
      '<protocolVersion>2.0</protocolVersion>' +
      el('adminEmail', adminEmail) +
      el('earliestDatestamp', earliest) +
      '<deletedRecord>no</deletedRecord>' +
      '<granularity>YYYY-MM-DD</granularity>' +
      '<compression>gzip</compression>' +
      description +
      '</Identify>'
    );
  }

  private async listMetadataFormats(identifier: string | undefined): Promise<string> {
    if (identifier !== undefined && !(await this.articleOf(identifier))) return this.errors([this.noSuchId(identifier)]);
    const formats = metadataFormats.map((format) => `<metadataFormat>${el('metadataPrefix', format.prefix)}${el('schema', format.schema)}${el('metadataNamespace', format.namespace)}</metadataFormat>`);
    return `<ListMetadataFormats>${formats.join('')}</ListMetadataFormats>`;
  }

  private async listSets(): Promise<string> {
    const journals = await this.options.catalogue.journals();
    const used = new Set(journals.flatMap((journal) => journal.subjects));
    const sets = [
      ['journal', 'Journals'],
      ...journals.map((journal) => [`journal:${journal.nameSystem}`, journal.name]),
      ['subject', 'Subjects'],
      ...subjects.filter((subject) => used.has(subject.slug)).map((subject) => [`subject:${subject.slug}`, subject.label]),
    ];
    return `<ListSets>${sets.map(([spec, name]) => `<set>${el('setSpec', spec!)}${el('setName', name!)}</set>`).join('')}</ListSets>`;
  }

  private noSuchId(identifier: string): OaiError {
    return { code: 'idDoesNotExist', message: `There is no record ${identifier} in this repository (identifiers are oai:${this.namespace}:{DOI}).` };
  }

  private cannotDisseminate(prefix: string): OaiError {
    return { code: 'cannotDisseminateFormat', message: `The metadata format "${prefix}" is not one this repository disseminates (${metadataFormats.map((format) => format.prefix).join(', ')}).` };
  }

  private async articleOf(identifier: string): Promise<ArticleRecord | null> {
    const doi = this.doiOf(identifier);
    return doi ? this.options.catalogue.byDoi(doi) : null;
  }

  private header(article: { doi: string; changedAt: string; journal: JournalRecord }): string {
    const sets = [`journal:${article.journal.nameSystem}`, ...article.journal.subjects.map((subject) => `subject:${subject}`)];
    return `<header>${el('identifier', this.identifierOf(article.doi))}${el('datestamp', article.changedAt)}${sets.map((set) => el('setSpec', set)).join('')}</header>`;
  }

  private record(article: ArticleRecord, prefix: string): string {
    const format = metadataFormat(prefix)!;
    return `<record>${this.header(article)}<metadata>${format.write(article, this.context)}</metadata></record>`;
  }

  private async getRecord(identifier: string, prefix: string): Promise<string> {
    const errors: OaiError[] = [];
    if (!metadataFormat(prefix)) errors.push(this.cannotDisseminate(prefix));
    const article = await this.articleOf(identifier);
    if (!article) errors.push(this.noSuchId(identifier));
    if (errors.length > 0 || !article) return this.errors(errors);
    return `<GetRecord>${this.record(article, prefix)}</GetRecord>`;
  }

  /** A set's articles as a catalogue filter; null when the set does not exist. */
  private async filterOf(set: string | undefined): Promise<ArticleFilter | null> {
    if (set === undefined || set === 'journal' || set === 'subject') return {};
    const [kind, name, extra] = set.split(':');
    if (extra !== undefined || !name) return null;
    if (kind === 'journal') {
      const journal = await this.options.catalogue.journal(name);
      return journal ? { journalId: journal.id } : null;
    }
    if (kind === 'subject' && subjects.some((subject) => subject.slug === name)) return { subject: name };
    return null;
  }

  private async list(request: OaiArguments): Promise<string> {
    const verb = request.verb as ListState['verb'];
    const now = this.now();
    let state: Omit<ListState, 'expiresAt'>;
    if (request.resumptionToken !== undefined) {
      const read = this.tokens.read(request.resumptionToken, verb, now);
      if (!read.ok) return this.errors([{ code: 'badResumptionToken', message: read.message }]);
      state = read.state;
    } else {
      const prefix = request.metadataPrefix!;
      if (!metadataFormat(prefix)) return this.errors([this.cannotDisseminate(prefix)]);
      const base = await this.filterOf(request.set);
      if (!base) return this.errors([{ code: 'noRecordsMatch', message: `There is no set "${request.set}"; ListSets names them.` }]);
      const filter = { ...base, from: request.from, until: request.until };
      state = {
        verb,
        metadataPrefix: prefix,
        ...(request.set !== undefined ? { set: request.set } : {}),
        ...(request.from !== undefined ? { from: request.from } : {}),
        ...(request.until !== undefined ? { until: request.until } : {}),
        afterId: 0,
        cursor: 0,
        completeListSize: await this.options.catalogue.count(filter),
      };
      if (state.completeListSize === 0) return this.errors([{ code: 'noRecordsMatch', message: 'No record matches these arguments.' }]);
    }
    const filter = { ...((await this.filterOf(state.set)) ?? {}), from: state.from, until: state.until };
    const size = verb === 'ListRecords' ? RECORDS_PER_PAGE : IDENTIFIERS_PER_PAGE;
    // One more than a page: whether another page follows is known without a count.
    let items: string[];
    let lastId: number;
    let more: boolean;
    if (verb === 'ListRecords') {
      const articles = await this.options.catalogue.articles(filter, state.afterId, size + 1, state.completeListSize);
      more = articles.length > size;
      const page = articles.slice(0, size);
      items = page.map((article) => this.record(article, state.metadataPrefix));
      lastId = page.at(-1)?.id ?? state.afterId;
    } else {
      const headers = await this.options.catalogue.articleHeaders(filter, state.afterId, size + 1, state.completeListSize);
      more = headers.length > size;
      const page = headers.slice(0, size);
      items = page.map((header) => this.header(header));
      lastId = page.at(-1)?.id ?? state.afterId;
    }
    if (items.length === 0) return this.errors([{ code: 'noRecordsMatch', message: 'No record matches these arguments.' }]);
    const completeListSize = Math.max(state.completeListSize, state.cursor + items.length);
    let token = '';
    if (more) {
      const next = this.tokens.issue({ ...state, afterId: lastId, cursor: state.cursor + items.length, completeListSize }, now);
      token = `<resumptionToken expirationDate="${utcSeconds(next.expiresAt)}" completeListSize="${completeListSize}" cursor="${state.cursor}">${next.token}</resumptionToken>`;
    } else if (state.cursor > 0) {
      // The last page of a list that took more than one: an empty token says it is complete.
      token = `<resumptionToken completeListSize="${completeListSize}" cursor="${state.cursor}"/>`;
    }
    return `<${verb}>\n${items.join('\n')}\n${token}</${verb}>`;
  }
}
