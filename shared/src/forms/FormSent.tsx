// What a reader sees once their form is stored: a confirmation with its reference number, announced
// politely and focused (it replaces the form they were on).
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './FormSent.module.css';

export interface FormSentProps {
  heading: string;
  reference: string;
  children?: ReactNode;
}

export function FormSent({ heading, reference, children }: FormSentProps) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [reference]);
  return (
    <section ref={box} className={styles.sent} role="status" tabIndex={-1} aria-labelledby="form-sent-heading">
      <h2 id="form-sent-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.reference}>
        Your reference number is <strong>{reference}</strong>. Please quote it if you write to us about it.
      </p>
      {children}
    </section>
  );
}
