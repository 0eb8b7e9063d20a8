// Route module of 'issn-volume-issue-identifier-xml': the file, through articleFileRoute.ts.
import { articleFileRoute } from './articleFileRoute.tsx';

export const { loader, Component } = articleFileRoute('xml');
