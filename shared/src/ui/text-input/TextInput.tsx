// A labelled single-line input (spec 4, 5, 9.2): sizes sm (2rem) and md (2.5rem), autocomplete off and
// name "input" by default, length 0 to 524288. It is filled or empty and may be disabled, readonly or
// focused. A filled field shows a done icon when focus is elsewhere and a reset button while it is being
// edited; either can be hidden, and a readonly field never offers reset.
import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import { inputLengthLimits } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './TextInput.module.css';

export type TextInputSize = 'sm' | 'md';
export type TextInputType = 'text' | 'search' | 'email' | 'url' | 'tel' | 'password' | 'number';

export const textInputDefaults = { size: 'md', name: 'input', autoComplete: 'off', ...inputLengthLimits } as const;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'children'> {
  /** Every control has a label (conventions); hide it visually with hideLabel, e.g. for the header search box. */
  label: string;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event?: ChangeEvent<HTMLInputElement>) => void;
  size?: TextInputSize;
  type?: TextInputType;
  iconStart?: IconName;
  hideDoneIcon?: boolean;
  hideResetButton?: boolean;
  /** Accessible name of the reset button; default "Clear <label>". */
  resetLabel?: string;
  onReset?: () => void;
  /** Class of the outer wrapper (label and control). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  size = textInputDefaults.size,
  type = 'text',
  name = textInputDefaults.name,
  autoComplete = textInputDefaults.autoComplete,
  minLength = textInputDefaults.minLength,
  maxLength = textInputDefaults.maxLength,
  iconStart,
  hideDoneIcon = false,
  hideResetButton = false,
  resetLabel,
  onReset,
  disabled = false,
  readOnly = false,
  className,
  id,
  ref,
  onFocus,
  onBlur,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const current = value ?? ownValue;
  const filled = current !== '';

  const change = (next: string, event?: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, event);
  };
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // "Focused" covers the input and its reset button, so tabbing to the button does not hide it.
  const leaveField = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const showReset = filled && focused && !readOnly && !disabled && !hideResetButton;
  const showDone = filled && !disabled && !hideDoneIcon && (!focused || readOnly);
  const lengthLimits = type === 'number' ? {} : { minLength, maxLength };
  return (
    <div
      className={classNames(styles.field, className)}
      data-filled={filled}
      data-focused={focused}
      data-disabled={disabled}
      data-readonly={readOnly}
    >
      <label htmlFor={inputId} className={hideLabel ? 'oap-visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={classNames(styles.control, styles[size])} onFocus={() => setFocused(true)} onBlur={leaveField}>
        {iconStart ? <Icon name={iconStart} size="sm" className={styles.iconStart} /> : null}
        <input
          {...input}
          {...lengthLimits}
          ref={setRefs}
          id={inputId}
          className={styles.input}
          type={type}
          name={name}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          value={current}
          onChange={(event) => change(event.target.value, event)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {showDone ? <Icon name="done" size="sm" className={styles.done} /> : null}
        {showReset ? (
          <button
            type="button"
            className={styles.reset}
            aria-label={resetLabel ?? `Clear ${label}`}
            // Keeps focus in the field on pointer down, so the button is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              change('');
              onReset?.();
              inputRef.current?.focus();
            }}
          >
            <Icon name="reset" size="sm" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
