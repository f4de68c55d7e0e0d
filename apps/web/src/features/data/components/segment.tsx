import styles from './data.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/** A row of pill buttons choosing one view (total / home / away, east / west). */
export function Segment<T extends string>({ options, value, onChange, testId }: { options: ReadonlyArray<SegmentOption<T>>; value: T; onChange: (value: T) => void; testId: string }) {
  return (
    <div className={styles.segment} role="tablist" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={`${styles.segmentItem} ${o.value === value ? styles.segmentActive : ''}`}
          onClick={() => onChange(o.value)}
          data-testid={`${testId}-${o.value}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
