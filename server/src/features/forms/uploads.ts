// Uploaded files are checked by what they are, not by what the browser says they are: the bytes'
// signature (file-type) must be one of the field's accepted types, and the size within its limit.
// A file that passes is stored with the detected type, under a plain file name.
import { fileTypeFromBuffer } from 'file-type';
import { uploadRuleText, type UploadRule } from '@oap/contracts/forms/formKit.ts';
import type { StoredFile } from './submissionStore.ts';

/** A name safe to show and to offer as a download: no folders, no control characters, not too long. */
export function plainFileName(name: string, extension: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(0, 150);
  if (!base) return `attachment.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** The stored file, or the problem to show beside its field. */
export async function checkUpload(field: string, file: File, rule: UploadRule): Promise<{ file: StoredFile } | { problem: string }> {
  if (file.size > rule.maxBytes) return { problem: `The file is too large: attach a ${uploadRuleText(rule)}.` };
  const data = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(detected.mime in rule.types)) {
    return { problem: `This file is not one we accept, whatever its name says: attach a ${uploadRuleText(rule)}.` };
  }
  return { file: { field, fileName: plainFileName(file.name, detected.ext), contentType: detected.mime, data } };
}
