// A journal's face: its accent colour and the art of its cover. Taken from the journal's record when it
// has them; otherwise made from the record itself (name and first subject), so the same journal always
// looks the same on every page and every server, and journals of one subject look related but not
// identical. Every accent keeps 4.5:1 on white (journalFace.test.ts): it colours links and text.
import type { CSSProperties } from 'react';
import type { JournalSummary, SubjectSlug } from '@oap/contracts/api/journals.ts';
import { mixColor } from '@oap/shared/tokens/colorContrast.ts';

/** One dark, readable hue per subject (spec 2.9's ten subjects). */
export const subjectAccents: Record<SubjectSlug, string> = {
  'biology-life-sciences': '#1d6b47',
  'business-economics': '#8a4b08',
  'chemistry-materials-science': '#0b5f6b',
  'computer-science-mathematics': '#3b4aa8',
  engineering: '#9a3412',
  'environmental-earth-sciences': '#3d6b1f',
  'medicine-pharmacology': '#a3123a',
  'physical-sciences': '#1d4f91',
  'social-sciences-arts-humanities': '#6b3fa0',
  'public-health-healthcare': '#8b2e6b',
};
const fallbackAccent = '#37474f';

export type CoverMotif = 'rings' | 'grid' | 'bands' | 'waves';
const motifs: CoverMotif[] = ['rings', 'grid', 'bands', 'waves'];

export interface JournalFace {
  accent: string;
  /** The accent's deep shade, the cover's ground where the motif is drawn lighter. */
  accentDeep: string;
  /** A pale tint of the accent for surfaces behind text (banner, tiles). */
  accentTint: string;
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
  // Three shades per subject: journals of one subject are kin, not twins. Darker only, so contrast holds.
  const generated = mixColor(subject ? subjectAccents[subject] : fallbackAccent, -[0, 0.1, 0.2][hash % 3]!);
  const accent = isHexColor(journal.accentColor) ? journal.accentColor.toLowerCase() : generated;
  return {
    accent,
    accentDeep: mixColor(accent, -0.35),
    accentTint: mixColor(accent, 0.92),
    motif: motifs[(hash >>> 3) % motifs.length]!,
    seed: ((hash >>> 8) % 1000) / 1000,
    coverImageUrl: journal.coverImageUrl ?? null,
  };
}

/** The journal's accent as custom properties (--oap-journal-accent, --oap-journal-tint) for a page or card in its colours. */
export function journalAccentStyle(journal: Parameters<typeof journalFace>[0]): CSSProperties {
  const face = journalFace(journal);
  return { '--oap-journal-accent': face.accent, '--oap-journal-tint': face.accentTint } as CSSProperties;
}
