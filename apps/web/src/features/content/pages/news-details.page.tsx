import { Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { isArticleId, useArticle, useMatchTeamNews } from '../api/content-api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { TeamNewsCard } from '../components/team-news-card.tsx';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import { formatTime } from '../utils/format-time.ts';
import styles from '../components/content.module.css';

/** One article: title, kind and date, the match it is about, its body and (previews) team news. */
export default function NewsDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const nav = useContentNavigation();
  const article = useArticle(id);
  const data = article.data;
  // A link without a usable id never asks the server (the query stays disabled), so it is
  // missing at once rather than a skeleton that never resolves.
  const isMissing = article.isError || !isArticleId(id);
  const teamNews = useMatchTeamNews(data?.kind === 'preview' && data.match ? data.match.id : null);

  useEffect(() => {
    if (data) document.title = data.title;
  }, [data]);

  return (
    <Page testId="news-details-page" nav={{ title: t('content.article') }}>
      <article className={styles.article} lang={data?.locale}>
        {!data && !isMissing && <Skeleton.Paragraph lineCount={10} animated />}
        {isMissing && <p className={styles.footer}>{t('content.articleMissing')}</p>}
        {data && (
          <>
            {data.locale !== i18n.language && (
              // A link can open an article in a language it was not written in: say so rather than switch silently.
              <p className={styles.articleMeta} data-testid="article-language">{t('content.onlyIn', { language: t(`content.languageName.${data.locale}`) })}</p>
            )}
            <h1 className={styles.articleTitle} data-testid="article-title">
              {data.title}
            </h1>
            <div className={styles.articleMeta}>{`${t(`content.kind.${data.kind}`)} · ${formatTime(data.publishedAt, i18n.language)}`}</div>
            {data.match && (
              <button type="button" className={styles.matchCard} onClick={() => data.match && nav.openMatch?.(data.match.id)} data-testid="article-match">
                <span>{`${data.match.home} ${t('content.versus')} ${data.match.away}`}</span>
                <span className={styles.newsMeta}>{`${data.match.competition} · ${formatTime(data.match.kickoffAt, i18n.language)}`}</span>
              </button>
            )}
            <ArticleBody html={data.html} onOpenLink={nav.openLink} />
          </>
        )}
      </article>
      {teamNews.data && teamNews.data.items.length > 0 && <TeamNewsCard news={teamNews.data} />}
    </Page>
  );
}
