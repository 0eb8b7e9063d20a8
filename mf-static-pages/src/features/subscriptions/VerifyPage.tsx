// The confirmation link's page: one button that confirms the subscription, or why the link did not work.
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Button } from '@oap/shared/ui/button/Button.tsx';
import type { action } from './verifyRoute.tsx';
import styles from '../form-pages/FormPages.module.css';
import { LinkProblem } from '../form-pages/LinkProblem.tsx';

export function VerifyPage() {
  const refused = useActionData<typeof action>();
  const navigation = useNavigation();
  if (refused && 'problem' in refused) {
    return (
      <LinkProblem problem={refused.problem}>
        <p>
          <Link to="/subscribe">Subscribe again</Link>
        </p>
      </LinkProblem>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Confirm your subscription</h1>
      <p className={styles.lead}>One click, and the alerts you chose start arriving. You can change or stop them from any alert.</p>
      <Form method="post">
        <Button type="submit" variant="filled" loading={navigation.state === 'submitting'} autoFocus>
          Confirm my subscription
        </Button>
      </Form>
    </div>
  );
}
