// The reader's privacy choices and the scripts that wait for them: analytics and the tag manager
// load only after consent (spec 2.9, 7.6). Choices are kept on this device in a first-party cookie
// (see @oap/contracts/site/consentGate.ts for why not localStorage) for a year, then asked again.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
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
  applyConsent(saved);
  for (const listener of listeners) listener();
  return saved;
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface ScriptUrls {
  analytics?: string;
  tagManager: string;
  consentManager?: string;
  externalTagManager?: string;
}

const withId = (url: string, id: string | null | undefined) => {
  const address = new URL(url, window.location.origin);
  if (id) address.searchParams.set('id', id);
  return address.toString();
};

function scriptUrls(): ScriptUrls {
  // The outside hosts' scripts of spec 7.6 come from the server's environment (CONSENT_SCRIPT_URL,
  // TAG_MANAGER_SCRIPT_URL, TAG_MANAGER_ID); absent, nothing loads.
  const config = runtimeConfig();
  const urls: ScriptUrls = { tagManager: config.tagManagerUrl ?? '/static/site/tag-manager.js' };
  if (config.analyticsScriptUrl) urls.analytics = withId(config.analyticsScriptUrl, config.analyticsId);
  if (config.consentScriptUrl) urls.consentManager = new URL(config.consentScriptUrl, window.location.origin).toString();
  if (config.tagManagerScriptUrl) urls.externalTagManager = withId(config.tagManagerScriptUrl, config.tagManagerId);
  return urls;
}

function loadScriptOnce(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Loads what the choices allow. Withdrawing consent takes effect on the next page load. */
export function applyConsent(choices: ConsentChoices | null = readConsent()): void {
  if (!choices) return;
  const urls = scriptUrls();
  if (urls.consentManager) loadScriptOnce('oap-consent-manager', urls.consentManager);
  if (choices.marketing) loadScriptOnce('oap-tag-manager', urls.tagManager);
  if (choices.marketing && urls.externalTagManager) loadScriptOnce('oap-external-tag-manager', urls.externalTagManager);
  if (choices.analytics && urls.analytics) loadScriptOnce('oap-analytics', urls.analytics);
}
