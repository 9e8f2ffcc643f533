/** examineRule/checkFormula: a rule's formula checked against its declared variables and valued for sample inputs. */
import { findEnum } from '../../../../catalogue/src';
import { invalid } from '../../resources/messages';
import type { Verifier } from '../../resources/system-hooks';
import { evaluate, FormulaError, parseFormula, SAMPLE_VALUES } from './formula';

type Obj = Record<string, unknown>;

/** The declared variables: an array or "a,b" text, each a known variable. */
function declaredOf(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,，、\s]+/) : [];
  const names = list.map((x) => String(x).trim()).filter(Boolean);
  const known = findEnum('khgl', 'khglVariable')!.options.map((o) => o.value);
  const unknown = names.find((n) => !known.includes(n));
  if (unknown) throw invalid(`公式变量“${unknown.slice(0, 30)}”不存在`);
  if (!names.length) throw invalid('请先选择公式变量');
  return [...new Set(names)];
}

/** Sample values: the defaults, the rule's 基础分, and any `sample` the caller gives (numbers only). */
function sampleOf(record: Obj): Record<string, number> {
  const out: Record<string, number> = { ...SAMPLE_VALUES };
  const base = Number(record.baseScore);
  if (record.baseScore !== undefined && record.baseScore !== null && record.baseScore !== '' && Number.isFinite(base)) out.base = base;
  let given: unknown = record.sample;
  if (typeof given === 'string') {
    try {
      given = JSON.parse(given);
    } catch {
      throw invalid('示例取值须为 JSON 对象，例如 {"complaints": 3}');
    }
  }
  if (given !== undefined && given !== null && given !== '') {
    if (typeof given !== 'object' || Array.isArray(given)) throw invalid('示例取值须为 JSON 对象，例如 {"complaints": 3}');
    for (const [k, v] of Object.entries(given as Obj)) {
      if (!Object.hasOwn(SAMPLE_VALUES, k)) throw invalid(`示例取值中的变量“${k.slice(0, 30)}”不存在`);
      if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 1e9) throw invalid(`示例取值中“${k}”须为数字`);
      out[k] = v;
    }
  }
  return out;
}

export const checkFormula: Verifier = async (_sql, value, record) => {
  if (typeof value !== 'string' || !value.trim()) throw invalid('请输入计分公式');
  const declared = declaredOf(record.variables);
  const sample = sampleOf(record);
  try {
    const parsed = parseFormula(value, declared);
    const result = Math.round(evaluate(parsed, sample) * 100) / 100;
    const shown = parsed.used.map((v) => `${v}=${sample[v]}`).join('，');
    return { valid: true, msg: `公式正确：示例取值${shown ? `（${shown}）` : ''}下结果为 ${result}`, data: { value: result, used: parsed.used, sample: Object.fromEntries(parsed.used.map((v) => [v, sample[v]])) } };
  } catch (error) {
    if (error instanceof FormulaError) return { valid: false, msg: error.message, data: { position: error.position, reason: error.reason } };
    throw error;
  }
};
