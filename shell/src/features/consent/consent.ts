// The reader's privacy choices and the scripts that wait for them: analytics and the tag manager
// load only after consent (spec 2.9, 7.6). Choices are kept in localStorage on this device.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { consentStorageKey } from '@oap/contracts/site/consentGate.ts';

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
  decidedAt: string;
}

const storageKey = consentStorageKey;
const listeners = new Set<() => void>();

// One object per stored value, so React's useSyncExternalStore sees a stable snapshot.
let snapshot: { raw: string | null; value: ConsentChoices | null } = { raw: null, value: null };

export function readConsent(): ConsentChoices | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return snapshot.value;
  }
  if (raw !== snapshot.raw) {
    let value: ConsentChoices | null;
    try {
      value = raw ? (JSON.parse(raw) as ConsentChoices) : null;
    } catch {
      value = null;
    }
    snapshot = { raw, value };
  }
  return snapshot.value;
}

export function saveConsent(choices: Omit<ConsentChoices, 'decidedAt'>): ConsentChoices {
  const saved = { ...choices, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Private mode: the choice holds for this page only.
  }
  applyConsent(saved);
  for (const listener of listeners) listener();
  return saved;
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function scriptUrls(): { analytics?: string; tagManager: string } {
  const config = runtimeConfig();
  const urls: { analytics?: string; tagManager: string } = { tagManager: config.tagManagerUrl ?? '/static/site/tag-manager.js' };
  if (config.analyticsScriptUrl) {
    const analytics = new URL(config.analyticsScriptUrl, window.location.origin);
    if (config.analyticsId) analytics.searchParams.set('id', config.analyticsId);
    urls.analytics = analytics.toString();
  }
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
  if (choices.marketing) loadScriptOnce('oap-tag-manager', urls.tagManager);
  if (choices.analytics && urls.analytics) loadScriptOnce('oap-analytics', urls.analytics);
}
