import { Skeleton } from 'antd-mobile';
import { useHelpDetail } from '../api/content-api.ts';
import { ArticleBody } from './article-body.tsx';

/** One help answer, fetched when its question is opened. */
export function HelpAnswer({ id, onOpenLink }: { id: number; onOpenLink: (href: string) => void }) {
  const detail = useHelpDetail(id);
  if (!detail.data) return <Skeleton.Paragraph lineCount={2} animated />;
  return <ArticleBody html={detail.data.html} onOpenLink={onOpenLink} />;
}
