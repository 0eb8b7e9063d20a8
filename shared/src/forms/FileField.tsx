// A file to attach. Browsers never keep a chosen file across a refusal, so after one the hint says
// to choose it again.
import { uploadAccept, uploadRuleText, type UploadRule } from '@oap/contracts/forms/formLimits.ts';
import { FieldFrame } from '@oap/shared/forms/FieldFrame.tsx';
import { describedBy, useFieldState } from '@oap/shared/forms/formContext.ts';
import styles from './FormField.module.css';

export interface FileFieldProps {
  name: string;
  label: string;
  rule: UploadRule;
}

export function FileField({ name, label, rule }: FileFieldProps) {
  const field = useFieldState(name);
  const hint = `${uploadRuleText(rule)}.${field.value !== undefined || field.error ? ' Choose the file again if you want to send it.' : ''}`;
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input
        id={field.id}
        name={name}
        type="file"
        accept={uploadAccept(rule)}
        className={styles.control}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, true)}
      />
    </FieldFrame>
  );
}
