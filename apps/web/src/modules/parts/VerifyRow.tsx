/**
 * The 校验 button of a field the system's server checks (FieldDefinition.verify, a score formula):
 * sends the field's value and the fields it reads, and shows the verdict under it — the value for
 * sample inputs, or the problem with the character it points at marked in the text.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { t } from '../../../../../src/i18n';
import type { FieldDefinition, ResourceDefinition } from '../../../../catalogue/src';
import { serverProblem, useModuleData } from '../dataSource';
import { toPayload, type FormValues } from './fieldValues';

const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space.sm};
  margin-top: calc(-1 * ${(p) => p.theme.space.xs});
`;
const Verdict = styled.div<{ $ok: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => (p.$ok ? p.theme.color.success.textOnContainer : p.theme.color.error.textOnContainer)};
`;
const Text = styled.code`
  font-family: inherit;
  white-space: pre-wrap;
  word-break: break-all;
  color: ${(p) => p.theme.color.text.primary};
`;
const Mark = styled.mark`
  padding: 0 1px;
  border-bottom: 2px solid ${(p) => p.theme.color.error.default};
  background: ${(p) => p.theme.color.error.bg};
  color: ${(p) => p.theme.color.error.textOnContainer};
`;

interface Verdict { ok: boolean; msg: string; text?: string; position?: number | null }

/** The value with the 1-based `position` marked (past the end: a marked blank). */
function Pointed({ text, position }: { text: string; position: number }) {
  const chars = [...text];
  const i = Math.min(position - 1, chars.length);
  return (
    <Text aria-label={t('modules.verifyWhere', { position })}>
      {chars.slice(0, i).join('')}
      <Mark>{chars[i] ?? ' '}</Mark>
      {chars.slice(i + 1).join('')}
    </Text>
  );
}

export function VerifyRow({ resource, field, values }: { resource: ResourceDefinition; field: FieldDefinition; values: FormValues }) {
  const data = useModuleData();
  const spec = field.verify!;
  const keys = [field.key, ...(spec.with ?? [])];
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const watched = JSON.stringify(keys.map((k) => values[k] ?? null));
  // A changed value makes the last verdict stale.
  useEffect(() => setVerdict(null), [watched]);

  async function run() {
    setBusy(true);
    const fields = resource.fields.filter((f) => keys.includes(f.key));
    const payload = toPayload(fields, values);
    try {
      const answer = await data.verify!(resource, field, payload);
      const position = answer.data?.position;
      setVerdict({ ok: answer.data?.valid !== false, msg: answer.msg, text: String(values[field.key] ?? ''), position: typeof position === 'number' ? position : null });
    } catch (error) {
      setVerdict({ ok: false, msg: serverProblem(error).msg });
    } finally {
      setBusy(false);
    }
  }

  if (!data.verify) return null;
  return (
    <Row>
      <Button size="sm" onClick={() => void run()} loading={busy}>{spec.label ?? t('modules.verify')}</Button>
      {verdict && (
        <Verdict $ok={verdict.ok} role="status" aria-live="polite">
          <span>{verdict.msg}</span>
          {!verdict.ok && verdict.position && verdict.text ? <Pointed text={verdict.text} position={verdict.position} /> : null}
        </Verdict>
      )}
    </Row>
  );
}
