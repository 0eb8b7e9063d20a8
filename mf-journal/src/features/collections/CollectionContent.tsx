// One topical collection: what it gathers, how to submit (Submit targets it, spec 4), its editors and papers.
import type { TopicalCollectionDetail } from '@oap/contracts/api/journals.ts';
import { submitTargetFor } from '@oap/shared/site/submitTarget.ts';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { ArticleList } from '../journal-lists/ArticleList.tsx';
import { GuestEditorList } from '../special-issues/GuestEditorList.tsx';
import styles from '../special-issues/SpecialIssues.module.css';

export function CollectionContent({ collection }: { collection: TopicalCollectionDetail }) {
  const submit = submitTargetFor('journal-slug-topical_collections-identifier', { slug: collection.journal.nameSystem, identifier: collection.identifier });
  return (
    <>
      <ProseHtml html={collection.descriptionHtml} />
      {submit.kind === 'link' ? (
        <p className={styles.actions}>
          <ButtonLink to={submit.href} external variant="filled" size="md">
            Submit to this collection
          </ButtonLink>
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="collection-editors">
        <h2 id="collection-editors" className={styles.heading}>
          {collection.editors.length === 1 ? 'Collection Editor' : 'Collection Editors'}
        </h2>
        <GuestEditorList editors={collection.editors} />
      </section>
      <section className={styles.section} aria-labelledby="collection-papers">
        <h2 id="collection-papers" className={styles.heading}>
          {`Papers (${collection.articles.length})`}
        </h2>
        <ArticleList articles={collection.articles} headingLevel={3} empty="No paper has been published in this collection yet." />
      </section>
    </>
  );
}
