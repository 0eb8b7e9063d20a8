// The charge in force on a day: the one before the announced charges apply, then the announced one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { APC_EFFECTIVE_FROM, apcChangeAhead, chargeInForce } from './apcCharges.ts';
import { todayIso } from './rows.ts';

test('until the announced charges apply, the charge before them; from that day, the announced one', () => {
  const dayBefore = new Date(Date.parse(`${APC_EFFECTIVE_FROM}T00:00:00Z`) - 1).toISOString().slice(0, 10);
  const rising = { apc_chf: 1600, apc_chf_before: 1500 };
  const unchanged = { apc_chf: 1000, apc_chf_before: null };
  assert.equal(apcChangeAhead(dayBefore), true);
  assert.equal(chargeInForce(rising, dayBefore), 1500);
  assert.equal(chargeInForce(unchanged, dayBefore), 1000);
  assert.equal(apcChangeAhead(APC_EFFECTIVE_FROM), false);
  assert.equal(chargeInForce(rising, APC_EFFECTIVE_FROM), 1600);
  assert.equal(chargeInForce(unchanged, APC_EFFECTIVE_FROM), 1000);
  // The day in UTC, as the dates of the catalogue are.
  assert.equal(todayIso(Date.parse(`${APC_EFFECTIVE_FROM}T00:30:00+01:00`)), dayBefore);
});
