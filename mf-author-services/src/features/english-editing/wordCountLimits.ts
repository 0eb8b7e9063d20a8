// The word count field's limits (spec 5: a number input's default minimum is 1; a manuscript never
// comes near the maximum), and its clamping, the kit's rule (NumberInput), which the field applies on
// key-up and the server on a post.
import { clampNumberText } from '@oap/shared/ui/number-input/NumberInput.tsx';

export const minWords = 1;
export const maxWords = 1_000_000;

export function clampWordCount(value: string): string {
  return clampNumberText(value, minWords, maxWords);
}
