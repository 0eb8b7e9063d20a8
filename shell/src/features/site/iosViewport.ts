// Spec 9.2: on iOS the viewport's maximum scale is forced to 1.0 (Safari otherwise zooms into
// focused form fields and leaves the page zoomed).
export function forceIosMaximumScale(userAgent = navigator.userAgent, doc: Document = document): boolean {
  const iOS = /iPad|iPhone|iPod/.test(userAgent) || (userAgent.includes('Macintosh') && typeof doc.ontouchend !== 'undefined');
  if (!iOS) return false;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return false;
  const parts = meta.content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('maximum-scale'));
  meta.content = [...parts, 'maximum-scale=1.0'].join(', ');
  return true;
}
