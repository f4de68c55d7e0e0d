import type { MouseEvent } from 'react';
import styles from './content.module.css';

/**
 * An article's HTML. The server sanitised it on save with an allow-list (no scripts, handlers or
 * foreign images), so it is rendered as is; taps on links go through the app's link handling.
 */
export function ArticleBody({ html, onOpenLink }: { html: string; onOpenLink: (href: string) => void }) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    // Plain https links become the app's `https://link…` form, which opens the in-app web view.
    onOpenLink(href.startsWith('https://') ? `https://link${href.slice('https:/'.length)}` : href);
  };
  // Safe to inject: sanitised on the server with an allow-list when saved (modules/content/html-sanitizer.ts).
  return <div className={styles.articleBody} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} data-testid="article-body" />;
}
