import { Button, Popup, Radio, Space, TextArea } from 'antd-mobile';
import { MAX_REPORT_DETAIL, reportReasons, type ReportReason } from '@scoreline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/toast.ts';
import { useReport } from '../../api/chat-api.ts';
import styles from '../match.module.css';

/** What is being reported: a chat message (with a quote of it) or the match page. */
export interface ReportSubject {
  matchId: string;
  messageId?: string;
  quote?: string;
}

/** The report form (举报): a reason, an optional note, send. Used as a sheet and on the jubao page. */
export function ReportForm({ subject, onDone }: { subject: ReportSubject; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const submit = () => {
    if (!reason) return;
    const target = subject.messageId ? 'chat' : 'match';
    report.mutate(
      { target, matchId: subject.matchId, messageId: subject.messageId, reason, detail: detail.trim() },
      {
        onSuccess: (reply) => {
          showToast(t(reply.created ? 'match.reportSent' : 'match.reportAlready'));
          onDone();
        },
      },
    );
  };
  return (
    <div className={styles.panel} data-testid="report-form">
      <h3 className={styles.sectionTitle}>{t(subject.messageId ? 'match.reportMessage' : 'match.reportMatch')}</h3>
      {subject.quote && <p className={`${styles.section} ${styles.chatText}`}>{subject.quote}</p>}
      <Radio.Group value={reason} onChange={(value) => setReason(value as ReportReason)}>
        <Space direction="vertical">
          {reportReasons.map((r) => (
            <Radio key={r} value={r} data-testid={`report-reason-${r}`}>
              {t(`match.reason.${r}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <TextArea
        value={detail}
        onChange={setDetail}
        placeholder={t('match.reportDetail')}
        maxLength={MAX_REPORT_DETAIL}
        showCount
        rows={3}
        style={{ marginTop: 12, background: '#fff', padding: 8, borderRadius: 6 }}
      />
      <Button block color="danger" disabled={!reason} loading={report.isPending} onClick={submit} style={{ marginTop: 12 }} data-testid="report-submit">
        {t('match.reportSubmit')}
      </Button>
    </div>
  );
}

export function ReportSheet({ subject, onClose }: { subject: ReportSubject | null; onClose: () => void }) {
  return (
    <Popup visible={subject !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '85vh', overflowY: 'auto' }}>
      {subject && <ReportForm subject={subject} onDone={onClose} />}
    </Popup>
  );
}
