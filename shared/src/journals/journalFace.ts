// A journal's face: its accent colour and the art of its cover. Taken from the journal's record when it
// has them; otherwise made from the record itself (name and first subject), so the same journal always
// looks the same on every page and every server, and journals of one subject look related but not
// identical. Every accent keeps 4.5:1 on white (journalFace.test.ts): it colours links and text.
import type { CSSProperties } from 'react';
import { subjects, type JournalSummary } from '@oap/contracts/api/journals.ts';

/** One dark, readable hue per subject, in the order of spec 2.9's ten subjects (`subjects`). */
export const subjectAccents = ['#1d6b47', '#8a4b08', '#0b5f6b', '#3b4aa8', '#9a3412', '#3d6b1f', '#a3123a', '#1d4f91', '#6b3fa0', '#8b2e6b'] as const;
export const fallbackAccent = '#37474f';
/** Three shades of a subject's hue (percent of black mixed in): journals of one subject are kin, not twins. */
export const accentShades = [0, 10, 20] as const;

export type CoverMotif = 'rings' | 'grid' | 'bands' | 'waves';
const motifs: CoverMotif[] = ['rings', 'grid', 'bands', 'waves'];

export interface JournalFace {
  /** A CSS colour: the record's #rrggbb, or a subject's hue with its shade mixed in by CSS (color-mix). */
  accent: string;
  motif: CoverMotif;
  /** 0-1: where the motif sits and how dense it is, from the name. */
  seed: number;
  coverImageUrl: string | null;
}

/** FNV-1a: a stable 32-bit number from text, the same in every browser and on the server. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const isHexColor = (value: string | null | undefined): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

export function journalFace(journal: Pick<JournalSummary, 'name' | 'subjects'> & Partial<Pick<JournalSummary, 'accentColor' | 'coverImageUrl'>>): JournalFace {
  const hash = stableHash(journal.name);
  const subject = journal.subjects[0];
  const base = subjectAccents[subjects.findIndex((entry) => entry.slug === subject)] ?? fallbackAccent;
  const shade = accentShades[hash % accentShades.length]!;
  // Mixed by the browser, not here: no colour arithmetic ships with the page.
  const generated = shade === 0 ? base : `color-mix(in srgb, ${base}, #000 ${shade}%)`;
  const accent = isHexColor(journal.accentColor) ? journal.accentColor.toLowerCase() : generated;
  return {
    accent,
    motif: motifs[(hash >>> 3) % motifs.length]!,
    seed: ((hash >>> 8) % 1000) / 1000,
    coverImageUrl: journal.coverImageUrl ?? null,
  };
}

/**
 * The journal's accent as a custom property (--oap-journal-accent) for a page or card in its colours;
 * tokens.css mixes its tint (--oap-journal-tint) from it.
 */
export function journalAccentStyle(journal: Parameters<typeof journalFace>[0]): CSSProperties {
  return { '--oap-journal-accent': journalFace(journal).accent } as CSSProperties;
}
