// The server's own pages (the embedded provider's sign-in pages, refusals) carry the site's logo as
// the header draws it: the drawn mark from the logo's own stylesheet beside the short name, or the
// configured image.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currentPublisher, installPublisher } from '@oap/contracts/site/publisher.ts';
import { standalonePage } from './standalonePage.ts';

test("a page of the server's own shows the publisher's mark and short name, styled by the logo's stylesheet", () => {
  const page = standalonePage('Sign in', '<h1>Sign in</h1>');
  const publisher = currentPublisher();
  assert.match(page, new RegExp(`<a href="/" aria-label="${publisher.name}: home"><span class="logo"><span class="mark" aria-hidden="true"></span><span class="name">${publisher.shortName}</span></span></a>`));
  // The mark is drawn by the rules PublisherLogo uses (the globe's meridians as a mask), not initials.
  assert.match(page, /\.mark::after \{[^}]*mask-image: url\("data:image\/svg\+xml/);
  assert.doesNotMatch(page, />MOS</);
});

test('a configured logo image takes the place of the drawn one', () => {
  const before = currentPublisher();
  installPublisher({ ...before, logoUrl: 'https://cdn.example.org/logo.svg' });
  try {
    assert.match(standalonePage('Sign in', ''), /<img class="image" src="https:\/\/cdn\.example\.org\/logo\.svg" alt="[^"]+" \/>/);
  } finally {
    installPublisher(before);
  }
});
