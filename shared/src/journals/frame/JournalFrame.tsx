// The frame of a journal's pages (JournalFrameLayout) with the journal's band at the top.
import { JournalBanner } from '@oap/shared/journals/frame/JournalBanner.tsx';
import { JournalFrameLayout, type JournalFrameLayoutProps } from '@oap/shared/journals/frame/JournalFrameLayout.tsx';

export type JournalFrameProps = Omit<JournalFrameLayoutProps, 'band'>;

export function JournalFrame(props: JournalFrameProps) {
  return <JournalFrameLayout {...props} band={<JournalBanner journal={props.journal} />} />;
}
