import { chainInput, type AiVerification } from '@scoreline/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ai.module.css';

/** SHA-256 hex in the browser, so the check does not rest on the server's word. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function Check({ label, ok, testId }: { label: string; ok: boolean | null; testId: string }) {
  const { t } = useTranslation();
  const text = ok === null ? t('ai.verify.sealed') : ok ? t('ai.verify.pass') : t('ai.verify.fail');
  return (
    <p className={styles.muted} data-testid={testId} data-ok={String(ok)}>
      {label}: <span className={ok === false ? styles.bad : styles.ok}>{text}</span>
    </p>
  );
}

/** The result of verifying one record: recomputed here, plus the server's link and day-head checks. */
export function VerifyPanel({ result }: { result: AiVerification }) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<boolean | null>(null);
  useEffect(() => {
    if (result.body === null) return;
    void sha256Hex(chainInput(result.proof.prevHash, result.body)).then((hash) => setLocal(hash === result.proof.hash));
  }, [result]);
  return (
    <div className={styles.card} data-testid="ai-verify-result">
      <p className={styles.title}>{t('ai.verify.title', { seq: result.proof.seq })}</p>
      <Check label={t('ai.verify.browserHash')} ok={result.body === null ? null : local} testId="ai-verify-browser" />
      <Check label={t('ai.verify.serverHash')} ok={result.hashOk} testId="ai-verify-server" />
      <Check label={t('ai.verify.link')} ok={result.linkOk && result.nextLinkOk !== false} testId="ai-verify-link" />
      <Check label={t('ai.verify.beforeKickoff')} ok={result.publishedBeforeKickoff} testId="ai-verify-time" />
      <p className={styles.hash}>{t('ai.verify.hash')}: {result.proof.hash}</p>
      <p className={styles.hash}>{t('ai.verify.prev')}: {result.proof.prevHash}</p>
      <p className={styles.hash}>{t('ai.verify.dayHead', { day: result.dayHead.day, seq: result.dayHead.seq })}: {result.dayHead.hash}</p>
      {result.body ? <pre className={styles.hash} style={{ whiteSpace: 'pre-wrap' }}>{result.body}</pre> : null}
    </div>
  );
}
