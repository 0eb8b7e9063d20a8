// A number field (spec 5): on key-up a value above the maximum becomes the maximum and one below the
// minimum becomes the minimum; an empty value is left alone. Defaults: min 1, max Number.MAX_SAFE_INTEGER.
import { useState, type KeyboardEvent } from 'react';
import { numberInputDefaults } from '@oap/shared/tokens/tokens.ts';
import { TextInput, type TextInputProps } from '@oap/shared/ui/text-input/TextInput.tsx';

export interface NumberInputProps extends Omit<TextInputProps, 'type' | 'min' | 'max' | 'minLength' | 'maxLength'> {
  min?: number;
  max?: number;
  step?: number;
}

/** The value clamped into [min, max], or the same text when it is empty or not a number. */
export function clampNumberText(text: string, min: number, max: number): string {
  if (text.trim() === '') return text;
  const number = Number(text);
  if (Number.isNaN(number)) return text;
  if (number > max) return String(max);
  if (number < min) return String(min);
  return text;
}

export function NumberInput({ min = numberInputDefaults.min, max = numberInputDefaults.max, value, defaultValue = '', onChange, onKeyUp, ...field }: NumberInputProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const clampOnKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyUp?.(event);
    const text = event.currentTarget.value;
    const clamped = clampNumberText(text, min, max);
    if (clamped !== text) change(clamped);
  };
  return <TextInput {...field} type="number" inputMode="numeric" min={min} max={max} value={current} onChange={change} onKeyUp={clampOnKeyUp} />;
}
