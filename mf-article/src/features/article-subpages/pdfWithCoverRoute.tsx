// Route module of 'issn-volume-issue-identifier-pdf-with-cover': the file, through articleFileRoute.ts.
import { articleFileRoute } from './articleFileRoute.tsx';

export const { loader, Component } = articleFileRoute('pdf-with-cover');
