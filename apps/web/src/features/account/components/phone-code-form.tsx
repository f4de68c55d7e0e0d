import { phoneNumber } from '@scoreline/contract';
import { Button } from 'antd-mobile';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useSendPhoneCode } from '../api/login.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import styles from './account.module.css';

/** The spec's resend wait when the server does not say. */
const DEFAULT_RESEND_SECONDS = 60;

export interface PhoneCodeFormProps {
  /** Prefix of the test ids: `{p}-phone`, `{p}-code`, `{p}-send-code`, `{p}-submit`. */
  testIdPrefix: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (phone: string, code: string) => void;
  /** Last check before submitting (e.g. the agreement box); false stops the submit. */
  beforeSubmit?: () => boolean;
  children?: ReactNode;
}

/** Phone number + 6-digit SMS code with a resend countdown. */
export function PhoneCodeForm({ testIdPrefix: p, submitLabel, pending, onSubmit, beforeSubmit, children }: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const countdown = useCountdown();
  const sendCode = useSendPhoneCode();
  const phoneOk = phoneNumber.safeParse(phone).success;

  const handleSend = () => {
    if (!phoneOk) return showToast(t('login.phoneInvalid'));
    sendCode.mutate(
      { phone },
      {
        onSuccess: (reply) => {
          showToast(t('login.codeSent'));
          countdown.start(reply.resendAfter > 0 ? reply.resendAfter : DEFAULT_RESEND_SECONDS);
          codeInput.current?.focus();
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!phoneOk) return showToast(t('login.phoneInvalid'));
    if (!/^\d{6}$/.test(code)) return showToast(t('login.codeInvalid'));
    if (beforeSubmit && !beforeSubmit()) return;
    onSubmit(phone, code);
  };

  const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid={`${p}-form`}>
      {/* Test ids sit on the labels: tests may fill the label (Playwright retargets to its
          input) or the input inside it. */}
      <label className={styles.field} data-testid={`${p}-phone`}>
        <span className={styles.prefix}>+86</span>
        <input
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('login.phonePlaceholder')}
          aria-label={t('login.phone')}
          value={phone}
          onChange={(e) => setPhone(digits(e.target.value, 11))}
        />
      </label>
      <div className={styles.field}>
        <label className={styles.fieldInput} data-testid={`${p}-code`}>
          <input
            ref={codeInput}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('login.codePlaceholder')}
            aria-label={t('login.code')}
            value={code}
            onChange={(e) => setCode(digits(e.target.value, 6))}
          />
        </label>
        <button
          type="button"
          className={styles.sendCode}
          onClick={handleSend}
          disabled={countdown.seconds > 0 || sendCode.isPending}
          data-testid={`${p}-send-code`}
        >
          {countdown.seconds > 0 ? t('login.resendIn', { seconds: countdown.seconds }) : t('login.sendCode')}
        </button>
      </div>
      {children}
      <Button type="submit" color="primary" block shape="rounded" size="large" loading={pending} className={styles.submit} data-testid={`${p}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}
