import { Collapse, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page.tsx';
import { useContentPage, useHelpList } from '../api/content-api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { HelpAnswer } from '../components/help-answer.tsx';
import { Section } from '../components/section.tsx';
import { useContentNavigation } from '../hooks/use-content-navigation.ts';
import styles from '../components/content.module.css';

/** Help and support (ai_kf): the questions by category, each answer loaded when opened; then contact. */
export default function HelpPage() {
  const { t } = useTranslation();
  const nav = useContentNavigation();
  const list = useHelpList();
  const contact = useContentPage('contact');
  const [open, setOpen] = useState<string[]>([]);
  const categories = [...new Set((list.data?.items ?? []).map((i) => i.category))];
  return (
    <Page testId="help-page" nav={{ title: t('content.help') }} onRefresh={() => list.refetch()}>
      {!list.data && <Skeleton.Paragraph lineCount={6} animated />}
      {categories.map((category) => (
        <Section key={category} title={t(`content.helpCategory.${category}`)}>
          <Collapse activeKey={open} onChange={(keys) => setOpen(keys)}>
            {list.data?.items
              .filter((i) => i.category === category)
              .map((item) => (
                <Collapse.Panel key={String(item.id)} title={<span data-testid={`help-question-${item.id}`}>{item.question}</span>}>
                  {open.includes(String(item.id)) && <HelpAnswer id={item.id} onOpenLink={nav.openLink} />}
                </Collapse.Panel>
              ))}
          </Collapse>
        </Section>
      ))}
      {contact.data && (
        <Section title={contact.data.title}>
          <div className={styles.page}>
            <ArticleBody html={contact.data.html} onOpenLink={nav.openLink} />
          </div>
        </Section>
      )}
    </Page>
  );
}
