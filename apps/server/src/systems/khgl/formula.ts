/**
 * Score formulas of 考核规则, parsed by a maintained expression parser (mathjs `parse`, which only
 * builds a syntax tree) and walked here under a whitelist — numbers, the rule's declared variables,
 * + − × ÷, comparisons, `?:`, parentheses and min / max / round / abs / floor / ceil — then evaluated
 * by this walker alone. Nothing is ever compiled or run as code (no eval, no Function, no mathjs
 * evaluate). Every refusal is a Chinese message with the 1-based character position.
 */
import { parse, type MathNode } from 'mathjs';

/** The variables a formula may name and the sample values a check evaluates it with. */
export const SAMPLE_VALUES: Readonly<Record<string, number>> = {
  base: 100, complaints: 2, overdue: 1, accidents: 0, hazards: 1, violations: 1, praises: 1, inspectionScore: 92, attendanceRate: 97, cleanRate: 95,
};

const FUNCTIONS: Readonly<Record<string, { min: number; max: number; run: (args: number[]) => number }>> = {
  min: { min: 1, max: 20, run: (a) => Math.min(...a) },
  max: { min: 1, max: 20, run: (a) => Math.max(...a) },
  round: { min: 1, max: 2, run: ([x, n = 0]) => Math.round(x! * 10 ** n) / 10 ** n },
  abs: { min: 1, max: 1, run: ([x]) => Math.abs(x!) },
  floor: { min: 1, max: 1, run: ([x]) => Math.floor(x!) },
  ceil: { min: 1, max: 1, run: ([x]) => Math.ceil(x!) },
};

const OPERATORS: Readonly<Record<string, (a: number, b: number) => number>> = {
  add: (a, b) => a + b, subtract: (a, b) => a - b, multiply: (a, b) => a * b, divide: (a, b) => a / b,
  larger: (a, b) => Number(a > b), smaller: (a, b) => Number(a < b), largerEq: (a, b) => Number(a >= b), smallerEq: (a, b) => Number(a <= b),
  equal: (a, b) => Number(a === b), unequal: (a, b) => Number(a !== b),
};

/** Own entries only: a name such as `__proto__` or `constructor` is never found on a prototype. */
const own = <T>(table: Readonly<Record<string, T>>, name: string): T | undefined => (Object.hasOwn(table, name) ? table[name] : undefined);

/** Full-width and typographic operators as people type them (one character each, so positions hold). */
const NORMAL: Readonly<Record<string, string>> = { '×': '*', '÷': '/', '−': '-', '（': '(', '）': ')', '，': ',', '＋': '+', '－': '-', '＊': '*', '／': '/', '＜': '<', '＞': '>', '＝': '=' };
const ALLOWED = /^[A-Za-z0-9_.+\-*/(),<>=!?:\s]$/;
const MAX_LENGTH = 200;
const HINT = '只能使用声明的变量、数字、+ − × ÷、比较与“?:”、括号和 min、max、round、abs、floor、ceil';

export class FormulaError extends Error {
  constructor(readonly position: number | null, readonly reason: string) {
    super(position === null ? `公式有误：${reason}` : `公式第 ${position} 个字符处有误：${reason}`);
  }
}

/** What went wrong in mathjs's (English) syntax message, in Chinese. */
function reasonOf(message: string): string {
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^Unexpected end of expression/, () => '公式不完整，末尾缺少数值或变量'],
    [/^Parenthesis \) expected/, () => '缺少右括号“)”'],
    [/^Parenthesis \( expected/, () => '缺少左括号“(”'],
    [/^Value expected/, () => '此处缺少数值或变量'],
    [/^Unexpected operator (\S+)/, (m) => `运算符“${m[1]}”使用不正确`],
    [/^Unexpected "(.+?)"/, (m) => `无法识别“${m[1]}”`],
    [/^Syntax error in part "(.+?)"/, (m) => `无法识别“${m[1]}”`],
    [/^False part of conditional expression expected/, () => '条件表达式缺少“:”后的部分'],
  ];
  for (const [re, say] of rules) {
    const m = re.exec(message);
    if (m) return say(m);
  }
  return '语法错误';
}

/** The 1-based position of the first `name` used as a word (a variable or function name). */
function positionOf(text: string, name: string): number | null {
  const m = new RegExp(`(?<![A-Za-z0-9_])${name.replace(/[$]/g, '\\$&')}(?![A-Za-z0-9_])`).exec(text);
  return m ? m.index + 1 : null;
}

export interface ParsedFormula {
  text: string;
  root: MathNode;
  /** The variables it uses, in order of first use. */
  used: string[];
}

/** Parses and checks a formula against the declared variables; throws FormulaError. */
export function parseFormula(raw: string, declared: readonly string[]): ParsedFormula {
  const text = [...raw].map((c) => own(NORMAL, c) ?? c).join('');
  if (!text.trim()) throw new FormulaError(null, '公式不能为空');
  if ([...text].length > MAX_LENGTH) throw new FormulaError(null, `公式长度不能超过 ${MAX_LENGTH} 个字符`);
  const chars = [...text];
  const bad = chars.findIndex((c) => !ALLOWED.test(c));
  if (bad >= 0) throw new FormulaError(bad + 1, `不允许使用字符“${chars[bad]}”（${HINT}）`);
  let root: MathNode;
  try {
    root = parse(text);
  } catch (error) {
    const e = error as { message?: string; char?: number };
    throw new FormulaError(typeof e.char === 'number' ? e.char : null, reasonOf(String(e.message ?? '')));
  }
  const used: string[] = [];
  check(root, text, declared, used);
  return { text, root, used };
}

type Node = MathNode & { type: string; [key: string]: unknown };

function check(node: MathNode, text: string, declared: readonly string[], used: string[]): void {
  const n = node as Node;
  const at = (name: string) => positionOf(text, name);
  switch (n.type) {
    case 'ConstantNode':
      if (typeof n.value !== 'number' || !Number.isFinite(n.value)) throw new FormulaError(null, `只能使用数字常量（${HINT}）`);
      return;
    case 'SymbolNode': {
      const name = String(n.name);
      if (own(FUNCTIONS, name)) throw new FormulaError(at(name), `函数“${name}”后须跟括号和参数`);
      if (!declared.includes(name)) {
        throw new FormulaError(at(name), `变量“${name}”未在本规则的公式变量中声明（可用：${declared.join('、') || '无'}）`);
      }
      if (!used.includes(name)) used.push(name);
      return;
    }
    case 'ParenthesisNode':
      return check(n.content as MathNode, text, declared, used);
    case 'OperatorNode': {
      const fn = String(n.fn);
      const args = n.args as MathNode[];
      if (n.implicit) throw new FormulaError(null, '两个数值或变量之间缺少运算符（乘法请写“*”或“×”）');
      if ((fn === 'unaryMinus' || fn === 'unaryPlus') && args.length === 1) return check(args[0]!, text, declared, used);
      if (!own(OPERATORS, fn) || args.length !== 2) throw new FormulaError(at(String(n.op)) ?? text.indexOf(String(n.op)) + 1, `不支持运算符“${String(n.op)}”（${HINT}）`);
      const divisor = args[1] as Node;
      if (fn === 'divide' && divisor.type === 'ConstantNode' && divisor.value === 0) {
        const zero = /\/\s*0+(?:\.0*)?(?![\d.])/.exec(text);
        throw new FormulaError(zero ? zero.index + zero[0].search(/0/) + 1 : null, '除数不能为 0');
      }
      for (const a of args) check(a, text, declared, used);
      return;
    }
    case 'ConditionalNode':
      for (const key of ['condition', 'trueExpr', 'falseExpr']) check(n[key] as MathNode, text, declared, used);
      return;
    case 'FunctionNode': {
      const callee = n.fn as Node;
      const name = callee.type === 'SymbolNode' ? String(callee.name) : '';
      const def = own(FUNCTIONS, name);
      if (!def) throw new FormulaError(name ? at(name) : null, `不支持函数“${name || '?'}”（${HINT}）`);
      const args = n.args as MathNode[];
      if (args.length < def.min || args.length > def.max) {
        throw new FormulaError(at(name), def.min === def.max ? `函数“${name}”需要 ${def.min} 个参数` : `函数“${name}”需要 ${def.min}–${def.max} 个参数`);
      }
      for (const a of args) check(a, text, declared, used);
      return;
    }
    default: {
      const dot = n.type === 'AccessorNode' ? text.indexOf('.') + 1 : null;
      throw new FormulaError(dot || null, `不支持这种写法（${HINT}）`);
    }
  }
}

/** The formula's value for the given variables (every used one must be a finite number). */
export function evaluate(parsed: ParsedFormula, values: Readonly<Record<string, number>>): number {
  const walk = (node: MathNode): number => {
    const n = node as Node;
    switch (n.type) {
      case 'ConstantNode': return n.value as number;
      case 'SymbolNode': {
        const v = own(values, String(n.name));
        if (typeof v !== 'number' || !Number.isFinite(v)) throw new FormulaError(null, `变量“${String(n.name)}”没有取值`);
        return v;
      }
      case 'ParenthesisNode': return walk(n.content as MathNode);
      case 'OperatorNode': {
        const args = (n.args as MathNode[]).map(walk);
        if (n.fn === 'unaryMinus') return -args[0]!;
        if (n.fn === 'unaryPlus') return args[0]!;
        return own(OPERATORS, String(n.fn))!(args[0]!, args[1]!);
      }
      case 'ConditionalNode': return walk(n.condition as MathNode) !== 0 ? walk(n.trueExpr as MathNode) : walk(n.falseExpr as MathNode);
      case 'FunctionNode': return own(FUNCTIONS, String((n.fn as Node).name))!.run((n.args as MathNode[]).map(walk));
      default: throw new FormulaError(null, '不支持这种写法');
    }
  };
  const value = walk(parsed.root);
  if (!Number.isFinite(value)) throw new FormulaError(null, '计算结果不是有效数字（可能除以了 0）');
  return value;
}
