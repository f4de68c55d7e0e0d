import styles from './lottery.module.css';

interface OptionButtonProps {
  label: string;
  odds?: string | undefined;
  picked: boolean;
  onToggle: () => void;
  testId: string;
}

/** One option of a play: its name and price; red while ticked. */
export function OptionButton({ label, odds, picked, onToggle, testId }: OptionButtonProps) {
  return (
    <button type="button" className={`${styles.option} ${picked ? styles.picked : ''}`} onClick={onToggle} aria-pressed={picked} data-testid={testId}>
      <span>{label}</span>
      {odds && <small>{odds}</small>}
    </button>
  );
}
