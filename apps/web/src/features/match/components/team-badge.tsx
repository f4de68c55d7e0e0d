import styles from './match.module.css';

/**
 * A team's badge: the data has no crest images, so the team colour with the first letter of
 * its short name (a colour badge, as score apps show for teams without a crest).
 */
export function TeamBadge({ name, colour }: { name: string; colour: string }) {
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <span className={styles.badge} style={{ background: colour }} aria-hidden="true">
      {initial.toUpperCase()}
    </span>
  );
}
