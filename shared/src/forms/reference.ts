// A submission's reference as a confirmation page reads it from its address (?sent=…): shown only
// when it has the shape the forms API gives references.
import { submissionReferencePattern } from '@oap/contracts/forms/formLimits.ts';

export function referenceFrom(value: string | null): string | null {
  return value !== null && submissionReferencePattern.test(value) ? value : null;
}
