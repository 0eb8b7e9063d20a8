// The reader's privacy choices and the scripts that wait for them (consentScripts.ts): analytics and
// the tag manager load only after consent (spec 2.9, 7.6). Choices are kept on this device in a first-party cookie
// (see @oap/contracts/site/consentGate.ts for why not localStorage) for a year, then asked again.
import { consentCookieName, legacyConsentStorageKey } from '@oap/contracts/site/consentGate.ts';

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

const maxAgeSeconds = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

// One object per stored value, so readers of it (useConsent) get the same object until it changes.
let snapshot: { raw: string | null; value: ConsentChoices | null } = { raw: null, value: null };

const cookiePattern = new RegExp(`(?:^|; )${consentCookieName}=([^;]*)`);

function cookieValue(): string | null {
  const match = cookiePattern.exec(document.cookie);
  return match ? match[1]! : null;
}

function parse(raw: string): ConsentChoices | null {
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<ConsentChoices>;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return { analytics: value.analytics, marketing: value.marketing, decidedAt: String(value.decidedAt ?? '') };
  } catch {
    return null;
  }
}

function writeCookie(choices: ConsentChoices) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookieName}=${encodeURIComponent(JSON.stringify(choices))}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function readConsent(): ConsentChoices | null {
  const raw = cookieValue();
  if (raw !== snapshot.raw) snapshot = { raw, value: raw ? parse(raw) : null };
  return snapshot.value;
}

/** Choices saved in localStorage by an earlier version of the site move to the cookie (once, after the page is interactive). */
export function carryOverStoredConsent(): void {
  if (cookieValue() !== null) return;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(legacyConsentStorageKey);
    window.localStorage.removeItem(legacyConsentStorageKey);
  } catch {
    return;
  }
  const choices = stored ? parse(encodeURIComponent(stored)) : null;
  if (!choices) return;
  writeCookie(choices);
  for (const listener of listeners) listener();
}

export function saveConsent(choices: Omit<ConsentChoices, 'decidedAt'>): ConsentChoices {
  const saved = { ...choices, decidedAt: new Date().toISOString() };
  writeCookie(saved);
  void applyConsent(saved);
  for (const listener of listeners) listener();
  return saved;
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let applied: Promise<void> = Promise.resolve();

/**
 * Loads what the choices allow (consentScripts.ts, fetched only once there are choices: a first
 * visit without any brings none of it). Withdrawing consent takes effect on the next page load.
 */
export function applyConsent(choices: ConsentChoices | null = readConsent()): Promise<void> {
  if (!choices) return applied;
  applied = import(/* webpackChunkName: "on-demand-consent-scripts" */ './consentScripts.ts').then(({ loadAllowedScripts }) => loadAllowedScripts(choices));
  return applied;
}

/** Settles once the scripts the last choices allow have been added to the page (tests). */
export function consentApplied(): Promise<void> {
  return applied;
}
