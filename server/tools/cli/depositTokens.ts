// Deposit tokens for the production system's HTTP deposits (docs/publishing.md):
//   npm run deposit-tokens -- create --label "Production system" [--journal ISSN]
//   npm run deposit-tokens -- revoke ID
//   npm run deposit-tokens -- list
// A token is shown once, when it is created; the site keeps only its hash.
import { readConfig } from '../../src/app/config.ts';
import { createStore } from '../../src/data/createStore.ts';
import { DepositStore } from '../../src/features/deposits/depositStore.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: npm run deposit-tokens -- create --label TEXT [--journal ISSN] | revoke ID | list\n`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 ? rest[at + 1] : undefined;
};

const site = await createStore(readConfig());
const tokens = new DepositStore(site.records);
try {
  if (command === 'create') {
    const label = option('label') ?? fail('create needs --label');
    const journal = option('journal')?.toUpperCase() ?? null;
    if (journal && !/^\d{4}-\d{3}[\dX]$/.test(journal)) fail(`"${journal}" is not an ISSN (1234-567X)`);
    const { token, id } = await tokens.createToken(label, journal, Date.now());
    console.log(`token ${id} (${journal ? `journal ${journal}` : 'the whole publisher'}): ${token}`);
    console.log('Keep it now: it is not shown again. Send it as "Authorization: Bearer <token>".');
  } else if (command === 'revoke') {
    const id = Number(rest[0]);
    if (!Number.isInteger(id)) fail('revoke needs the token id');
    console.log((await tokens.revokeToken(id, Date.now())) ? `token ${id} revoked` : `no active token ${id}`);
  } else if (command === 'list') {
    for (const token of await tokens.listTokens()) {
      console.log(`${token.id}\t${token.label}\t${token.journalIssn ?? 'publisher'}\tcreated ${new Date(token.createdAt).toISOString()}${token.revokedAt ? `\trevoked ${new Date(token.revokedAt).toISOString()}` : ''}`);
    }
  } else {
    fail(command ? `unknown command ${command}` : 'no command');
  }
} finally {
  await site.close();
}
