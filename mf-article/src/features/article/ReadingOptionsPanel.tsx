// Text size and line spacing of the article, kept per reader. Needs scripts, so it shows once they run.
import { lineSpacings, textSizes, type ReadingOptions } from './readingOptions.ts';
import styles from './ArticleSidebar.module.css';

export function ReadingOptionsPanel({ options, onChange }: { options: ReadingOptions; onChange: (next: ReadingOptions) => void }) {
  return (
    <section className={styles.box} aria-labelledby="reading-options">
      <h2 id="reading-options" className={styles.boxHeading}>
        Reading options
      </h2>
      <fieldset className={styles.options}>
        <legend>Text size</legend>
        {textSizes.map((size) => (
          <label key={size.id}>
            <input type="radio" name="text-size" value={size.id} checked={options.textSize === size.id} onChange={() => onChange({ ...options, textSize: size.id })} />
            {size.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.options}>
        <legend>Line spacing</legend>
        {lineSpacings.map((spacing) => (
          <label key={spacing.id}>
            <input
              type="radio"
              name="line-spacing"
              value={spacing.id}
              checked={options.lineSpacing === spacing.id}
              onChange={() => onChange({ ...options, lineSpacing: spacing.id })}
            />
            {spacing.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
