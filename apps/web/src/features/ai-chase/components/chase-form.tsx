import { CHASE_LIMITS, aiPlanType, chaseSettings, type AiPlanType, type ChaseSettings } from '@scoreline/contract';
import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ai-chase.module.css';

type Kind = ChaseSettings['progression']['kind'];
type Field = 'baseStake' | 'stopLoss' | 'takeProfit' | 'maxSteps' | 'ratio' | 'maxRaises' | 'cycleProfit';
type ErrorKey = 'required' | 'range' | 'even' | 'stopLossRequired' | 'stopLossBelowBase';
type Errors = Partial<Record<Field, ErrorKey>>;

interface FormState {
  line: AiPlanType;
  kind: Kind;
  values: Record<Field, string>;
}

const KINDS: Kind[] = ['flat', 'martingale', 'recovery'];
const limitOf = (field: Field) => CHASE_LIMITS[field];
/** Empty fields stay undefined so the contract reports them as required (the stop-loss has no default). */
const num = (s: string) => (s.trim() === '' ? undefined : Number(s));

function build(f: FormState): unknown {
  const v = f.values;
  const progression = f.kind === 'martingale' ? { kind: f.kind, ratio: num(v.ratio), maxRaises: num(v.maxRaises) }
    : f.kind === 'recovery' ? { kind: f.kind, cycleProfit: num(v.cycleProfit) } : { kind: f.kind };
  return { line: f.line, baseStake: num(v.baseStake), progression, maxSteps: num(v.maxSteps), stopLoss: num(v.stopLoss), takeProfit: num(v.takeProfit) ?? null };
}

/** The contract's own checks, turned into one translated message per field. */
function validate(f: FormState): { settings: ChaseSettings | null; errors: Errors } {
  const parsed = chaseSettings.safeParse(build(f));
  if (parsed.success) return { settings: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[issue.path.length - 1] as Field;
    if (errors[field]) continue;
    const value = num(f.values[field] ?? '');
    if (field === 'stopLoss') errors.stopLoss = value === undefined ? 'stopLossRequired' : value < (num(f.values.baseStake) ?? 0) ? 'stopLossBelowBase' : 'range';
    else if (field === 'baseStake' && value !== undefined && Number.isInteger(value) && value % 2 !== 0) errors.baseStake = 'even';
    else errors[field] = value === undefined ? 'required' : 'range';
  }
  return { settings: null, errors };
}

export interface ChaseFormProps {
  line: AiPlanType;
  defaults: { baseStake: number; maxSteps: number };
  saving: boolean;
  onSave: (settings: ChaseSettings) => void;
  onCancel: () => void;
}

/** The chase form: a line, a base stake, a progression, steps, and a stop-loss the user must set. */
export function ChaseForm({ line, defaults, saving, onSave, onCancel }: ChaseFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>({
    line,
    kind: 'flat',
    values: { baseStake: String(defaults.baseStake), maxSteps: String(defaults.maxSteps), stopLoss: '', takeProfit: '', ratio: '2', maxRaises: '3', cycleProfit: '10' },
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, values: { ...f.values, [field]: value } }));

  const submit = () => {
    const result = validate(form);
    setErrors(result.errors);
    if (result.settings) onSave(result.settings);
  };

  const input = (field: Field, help?: string) => (
    <div className={styles.field} key={field}>
      <div className={styles.label}>{t(`ai-chase.form.${field}`)}</div>
      <Input className={styles.input} type="number" value={form.values[field]} onChange={set(field)} data-testid={`chase-input-${field}`} />
      {errors[field] ? (
        <div className={styles.error} data-testid={`chase-error-${field}`}>
          {t(`ai-chase.errors.${errors[field]}`, { min: limitOf(field).min, max: limitOf(field).max })}
        </div>
      ) : help ? <div className={styles.help}>{help}</div> : null}
    </div>
  );

  return (
    <div className={styles.card} data-testid="chase-form">
      <p className={styles.title}>{t('ai-chase.form.title')}</p>
      <div className={styles.field}>
        <div className={styles.label}>{t('ai-chase.form.line')}</div>
        <Selector columns={2} value={[form.line]} onChange={(v) => v[0] && setForm((f) => ({ ...f, line: v[0] as AiPlanType }))}
          options={aiPlanType.options.map((l) => ({ label: t(`ai-chase.line.${l}`), value: l }))} />
      </div>
      {input('baseStake')}
      <div className={styles.field}>
        <div className={styles.label}>{t('ai-chase.form.progression')}</div>
        <Selector columns={3} value={[form.kind]} onChange={(v) => v[0] && setForm((f) => ({ ...f, kind: v[0] as Kind }))}
          options={KINDS.map((k) => ({ label: t(`ai-chase.progression.${k}`), value: k }))} />
        <div className={styles.help}>{t(`ai-chase.progression.${form.kind}Help`)}</div>
      </div>
      {form.kind === 'martingale' ? [input('ratio'), input('maxRaises')] : null}
      {form.kind === 'recovery' ? input('cycleProfit') : null}
      {input('maxSteps')}
      {input('stopLoss', t('ai-chase.form.stopLossHelp'))}
      {input('takeProfit')}
      <div className={styles.row}>
        <Button block onClick={onCancel}>{t('ai-chase.form.cancel')}</Button>
        <Button block color="danger" loading={saving} onClick={submit} data-testid="chase-save">{t('ai-chase.form.save')}</Button>
      </div>
    </div>
  );
}
