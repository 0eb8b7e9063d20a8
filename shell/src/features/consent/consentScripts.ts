// The outside scripts that wait for the reader's privacy choices (spec 2.9, 7.6): the consent
// service, the tag manager and analytics. Fetched by consent.ts once there are choices.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ConsentChoices } from './consent.ts';

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

/** Adds the scripts the reader's choices allow (consent.ts's applyConsent). */
export function loadAllowedScripts(choices: ConsentChoices): void {
  const urls = scriptUrls();
  if (urls.consentManager) loadScriptOnce('oap-consent-manager', urls.consentManager);
  if (choices.marketing) loadScriptOnce('oap-tag-manager', urls.tagManager);
  if (choices.marketing && urls.externalTagManager) loadScriptOnce('oap-external-tag-manager', urls.externalTagManager);
  if (choices.analytics && urls.analytics) loadScriptOnce('oap-analytics', urls.analytics);
}
