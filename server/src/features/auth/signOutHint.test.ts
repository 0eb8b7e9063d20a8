// The provider's sign-out page submits itself only when the session's own account asked: another
// site holding an ID token of ours for its own account cannot end this reader's session with it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { signIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';

let fixture: AuthFixture;
before(async () => {
  fixture = await startAuthApp();
});
after(() => fixture.close());

const password = 'correct horse battery';

test("a sign-out link carrying someone else's ID token asks the reader instead of signing them out", async () => {
  await fixture.createAccount('mallory@example.org', password, 'Mallory');
  await fixture.createAccount('reader@example.org', password, 'Reader');
  const attacker = fixture.browser('198.51.100.66');
  await signIn(attacker, 'mallory@example.org', password);
  const { url: attackersLink } = await attacker.json<{ url: string }>('/api/auth/logout/url?returnTo=/');
  assert.match(attackersLink, /id_token_hint=/);

  const reader = fixture.browser('192.0.2.10');
  await signIn(reader, 'reader@example.org', password);
  const asked = await reader.open(attackersLink);
  assert.equal(asked.status, 200);
  assert.match(asked.html, /Do you want to sign out/);
  assert.doesNotMatch(asked.html, /requestSubmit/, 'the page does not submit itself');
  assert.equal((await reader.json<{ isLoggedIn: boolean }>('/api/user')).isLoggedIn, true);

  const { url: ownLink } = await reader.json<{ url: string }>('/api/auth/logout/url?returnTo=/');
  const own = await reader.open(ownLink);
  assert.match(own.html, /requestSubmit/, "the reader's own Log out still goes through at once");
});
