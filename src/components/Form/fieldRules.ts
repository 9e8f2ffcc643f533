import type { RegisterOptions } from 'react-hook-form';
import { t } from '../../i18n';

export type FieldKind = 'text' | 'choice';
type ValidateResult = string | boolean | undefined;
export type Validator = (value: unknown, values: Record<string, unknown>) => ValidateResult | Promise<ValidateResult>;

export interface FieldRuleProps {
  /** true → "请输入{label}" (text) or "请选择{label}" (choice controls); a string replaces the message. */
  required?: boolean | string;
  pattern?: RegExp | { value: RegExp; message: string };
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Custom validators: return a message (string) to fail, true/undefined to pass. */
  validate?: Validator | Record<string, Validator>;
}

/** Empty for "required": nothing, blank text (spaces only), or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const textLength = (value: unknown) => (typeof value === 'string' ? value.trim().length : null);

/** Turns the declarative FormField props into react-hook-form rules with Chinese messages. */
export function buildRules(label: string, kind: FieldKind, props: FieldRuleProps): RegisterOptions {
  const { required, pattern, minLength, maxLength, min, max, validate } = props;
  const checks: Record<string, Validator> = {};
  if (required) {
    const message = typeof required === 'string' ? required : t(kind === 'choice' ? 'inputs.form.requiredSelect' : 'inputs.form.required', { label });
    checks.required = (value) => !isEmptyValue(value) || message;
  }
  if (pattern) {
    const { value: regex, message } = pattern instanceof RegExp ? { value: pattern, message: t('inputs.form.pattern', { label }) } : pattern;
    checks.pattern = (value) => isEmptyValue(value) || regex.test(String(value).trim()) || message;
  }
  if (minLength != null) {
    checks.minLength = (value) => (textLength(value) ?? minLength) >= minLength || isEmptyValue(value) || t('inputs.form.minLength', { label, n: minLength });
  }
  if (maxLength != null) {
    checks.maxLength = (value) => (textLength(value) ?? 0) <= maxLength || t('inputs.form.maxLength', { label, n: maxLength });
  }
  if (min != null) checks.min = (value) => typeof value !== 'number' || value >= min || t('inputs.form.min', { label, n: min });
  if (max != null) checks.max = (value) => typeof value !== 'number' || value <= max || t('inputs.form.max', { label, n: max });
  if (typeof validate === 'function') checks.custom = validate;
  else if (validate) Object.assign(checks, validate);
  return { validate: checks as RegisterOptions['validate'] };
}
