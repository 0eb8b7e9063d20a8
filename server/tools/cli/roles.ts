// Grants and revokes roles of reader accounts, by email (npm run roles -- …):
//   node server/tools/cli/roles.ts list
//   node server/tools/cli/roles.ts grant editorial-office ann@example.org
//   node server/tools/cli/roles.ts revoke editorial-office ann@example.org
// A role counts only once its holder has signed in with that address verified.
import os from 'node:os';
import { readConfig } from '../../src/app/config.ts';
import { createStore } from '../../src/data/createStore.ts';
import { isRole, roles, RoleStore } from '../../src/features/editorial/roleStore.ts';
import { isEmailAddress } from '@oap/contracts/forms/formLimits.ts';

const [command, role, email] = process.argv.slice(2);
const site = await createStore(readConfig());
const store = new RoleStore(site.records);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function target(): { role: (typeof roles)[number]; email: string } {
  if (!role || !isRole(role)) fail(`Name a role: ${roles.join(', ')}.`);
  if (!email || !isEmailAddress(email)) fail('Name an email address, such as ann@example.org.');
  return { role, email };
}

switch (command) {
  case 'list': {
    const grants = await store.list();
    if (grants.length === 0) process.stdout.write('No roles are granted.\n');
    for (const grant of grants) process.stdout.write(`${grant.role}\t${grant.email}\t(granted ${grant.grantedAt} by ${grant.grantedBy})\n`);
    break;
  }
  case 'grant': {
    const { role: name, email: address } = target();
    const added = await store.grant(address, name, `${os.userInfo().username} (command line)`);
    process.stdout.write(added ? `${address} now has the role ${name}.\n` : `${address} already had the role ${name}.\n`);
    break;
  }
  case 'revoke': {
    const { role: name, email: address } = target();
    process.stdout.write((await store.revoke(address, name)) ? `${address} no longer has the role ${name}.\n` : `${address} did not have the role ${name}.\n`);
    break;
  }
  default:
    fail('usage: npm run roles -- list | grant <role> <email> | revoke <role> <email>');
}
await site.close();
