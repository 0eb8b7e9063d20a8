// A proposal or contact page: its h1 and lead, then the form in its fieldsets; once sent, the
// confirmation with the reference instead.
import { Link } from 'react-router';
import { EMAIL_MAX_LENGTH, type FormRejection } from '@oap/contracts/forms/formLimits.ts';
import { CheckboxGroupField } from '@oap/shared/forms/CheckboxGroupField.tsx';
import { FileField } from '@oap/shared/forms/FileField.tsx';
import { FormSent } from '@oap/shared/forms/FormSent.tsx';
import { SelectField } from '@oap/shared/forms/SelectField.tsx';
import { SiteForm } from '@oap/shared/forms/SiteForm.tsx';
import { TextAreaField } from '@oap/shared/forms/TextAreaField.tsx';
import { TextField } from '@oap/shared/forms/TextField.tsx';
import type { FormFieldSpec, FormPageSpec } from './formPageSpec.ts';
import page from '../form-pages/FormPages.module.css';
import styles from './FormPage.module.css';

type Choice = { value: string; label: string };

function Field({ field, label, journals, uploads }: { field: FormFieldSpec; label: string; journals: readonly Choice[]; uploads: FormPageSpec['definition']['uploads'] }) {
  const common = { name: field.name, label, ...(field.hint ? { hint: field.hint } : {}) };
  const options = field.options === 'journals' ? journals : (field.options ?? []);
  const upload = uploads?.[field.name];
  if (upload) return <FileField name={field.name} label={label} rule={upload} />;
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} required={field.required ?? false} maxLength={field.maxLength ?? 5000} rows={field.rows ?? 6} />;
    case 'select':
      return <SelectField {...common} options={options} placeholder="Choose…" required={field.required ?? false} />;
    case 'checkboxes':
      return <CheckboxGroupField {...common} options={options} columns={options.length > 8} />;
    case 'number':
      return <TextField {...common} inputMode="numeric" required={field.required ?? false} maxLength={9} />;
    case 'email':
      return <TextField {...common} type="email" autoComplete={field.autoComplete ?? 'email'} required={field.required ?? false} maxLength={EMAIL_MAX_LENGTH} />;
    case 'url':
      return <TextField {...common} type="url" inputMode="url" required={field.required ?? false} maxLength={2000} />;
    case 'date':
      return <TextField {...common} type="date" required={field.required ?? false} />;
    default:
      return <TextField {...common} required={field.required ?? false} maxLength={field.maxLength ?? 300} {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})} />;
  }
}

export interface FormPageProps {
  spec: FormPageSpec;
  csrfToken: string;
  sent: string | null;
  journals: readonly Choice[];
  rejection: FormRejection | undefined;
}

export function FormPage({ spec, csrfToken, sent, journals, rejection }: FormPageProps) {
  const labels = spec.definition.labels;
  const withFiles = Object.keys(spec.definition.uploads ?? {}).length > 0;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{sent ? spec.sentTitle : spec.title}</h1>
      {sent ? (
        <FormSent heading={spec.sentHeading} reference={sent}>
          {spec.sentText}
          <p>
            <Link to={spec.path}>Send another</Link>
          </p>
        </FormSent>
      ) : (
        <>
          <div className={page.lead}>{spec.lead}</div>
          <SiteForm id={spec.definition.id} csrfToken={csrfToken} rejection={rejection} submitLabel={spec.submitLabel} withFiles={withFiles}>
            {spec.fieldsets.map((fieldset) => (
              <fieldset key={fieldset.legend} className={styles.group}>
                <legend className={styles.legend}>{fieldset.legend}</legend>
                {fieldset.fields.map((field) => (
                  <Field key={field.name} field={field} label={labels[field.name] ?? field.name} journals={journals} uploads={spec.definition.uploads} />
                ))}
              </fieldset>
            ))}
          </SiteForm>
          <p className={page.small}>
            We use what you send only to answer it; see our <Link to="/about/privacy">privacy policy</Link>. You will receive a copy by email with a reference number.
          </p>
        </>
      )}
    </div>
  );
}
