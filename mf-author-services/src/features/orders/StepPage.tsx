// The frame of an order step: which order and step it is, the step's h1 and introduction, the step's
// form, and the way back.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Steps.module.css';

export interface StepPageProps {
  order: string;
  step: number;
  of: number;
  title: string;
  intro: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}

export function StepPage({ order, step, of, title, intro, back, children }: StepPageProps) {
  return (
    <div className={styles.page}>
      <p className={styles.step}>
        {order} · Step {step} of {of}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.intro}>{intro}</div>
      {children}
      <p className={styles.back}>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  );
}
