/**
 * A resource's case workflow (issue 13): states with deadlines, transitions at the family's
 * calls, who may run each, what each asks for, and when an overdue case rises to the command
 * center. Plain data: the server refuses wrong states and wrong people and logs every step;
 * the web shows the allowed actions, a dialog for what they ask, a timeline and a countdown.
 */
import type { EnumDefinition, EnumOption } from './fields';

/**
 * Who may run a transition: the record's current handler, a member of its handling department,
 * its reporter, any member, a member holding a role (`role:commandCenter`), or — where people
 * have graded roles (`people.roles`) — a member whose grade is above the handler's (`outranks`).
 */
export type WorkflowActor = 'handler' | 'dept' | 'reporter' | 'any' | 'outranks' | `role:${string}`;

/** Time allowed in a state: working hours (a number, or the record field holding them) or working days. */
export type StateDeadline = { workingHours: number | string } | { workingDays: number };

export interface WorkflowState {
  value: string;
  label: string;
  status: NonNullable<EnumOption['status']>;
  deadline?: StateDeadline;
  /** No transition leaves it and no clock runs (已结案). */
  final?: boolean;
  /**
   * When the deadline passes in this state the server runs this transition itself, as 系统, with
   * `note` in the log (an unanswered evaluation counts as agreed). Applied whenever the
   * resource's calls are used, so no timer is needed.
   */
  expire?: { transition: string; note: string };
}

export interface TransitionAsks {
  /** A note (意见/说明); required or optional. */
  note?: { label: string; required: boolean; field?: string };
  /** A department and/or a person who takes the case next (written to the workflow's dept/handler fields). */
  assignee?: { dept: boolean; person: boolean };
  /** A date (延期至): with `deadline: 'date'` it becomes the case's deadline (end of that day). */
  date?: { label: string; required: boolean; field?: string };
  /** Images uploaded with the step; `field` also appends them to that record field. */
  images?: { label: string; required: boolean; field?: string };
  /** Record fields asked and written (评价). */
  fields?: readonly string[];
}

export interface TransitionOutcome {
  value: string;
  label: string;
  to: string;
  /** Leads to `over.to` instead while a number field of the record is above `limit` (a leave of more than 3 days goes on to the department head). */
  over?: { field: string; limit: number; to: string };
  /** Fixed values written when this outcome is chosen (申诉结果: 维持 / 改判). */
  set?: Record<string, string | number | boolean>;
}

export interface WorkflowTransition {
  key: string;
  /** Chinese label (button, dialog title, timeline). */
  label: string;
  /** Call name under the family base (spec §7), e.g. sign. */
  call: string;
  from: readonly string[];
  /** The state it leaves to; a transition with outcomes lets the user pick (通过 / 不通过). */
  to?: string;
  outcomes?: readonly TransitionOutcome[];
  who: readonly WorkflowActor[];
  asks?: TransitionAsks;
  /** Datetime fields set to now when it runs (签收时间…), per target state or always. */
  stamps?: readonly { field: string; when?: string }[];
  /** Fixed values written (已读). */
  set?: Record<string, string | number | boolean>;
  /** restart (default): the clock of the new state starts; keep: same deadline; date: the asked date. */
  deadline?: 'restart' | 'keep' | 'date';
  confirm?: string;
  /** Runs only while a record field holds this value (a pending request); else 400 with `message`. */
  when?: { field: string; equals: string | number | boolean; message: string };
  /** Record field set to the acting member (who asked); the member held there may not run this one (403). */
  actorField?: string;
  notBy?: string;
  /** The deadline becomes the end of the day held in this date field (an approved delay). */
  deadlineFrom?: string;
  /** The state depends on a record field: its value (as text) names the state instead of `to` or the outcome's (抽中复核 → 待复核). */
  branch?: { field: string; to: Readonly<Record<string, string>> };
}

/** Who may edit a record's own fields (and lines) in some states. */
export interface EditRule {
  states: readonly string[];
  who: readonly WorkflowActor[];
}

export interface WorkflowDefinition {
  /** Enum field holding the state (its enum is generated from `states`, see workflowEnum). */
  stateField: string;
  /** Enum code of the states. */
  stateEnum: string;
  /** Fields holding the handling department, handler and reporter (lookups to the people resource). */
  deptField: string;
  handlerField: string;
  reporterField: string;
  /** Datetime field holding the deadline of the current state (computed by the server on each step). */
  deadlineField: string;
  /**
   * The members who act on cases: one row per person, with their sign-in account, department and
   * role. With `roles`, the role field is a lookup to a role resource whose `valueField` is the
   * role of `role:` actors and whose `gradeField` ranks members (`outranks`).
   */
  people: { resource: string; accountField: string; deptField: string; roleField: string; roles?: { valueField: string; gradeField: string } };
  /** The holiday calendar resource (date, kind: rest | work) the working-time clock follows. */
  holidays: { resource: string; dateField: string; kindField: string };
  states: readonly WorkflowState[];
  /** The first state of a new record: with a handler or without. */
  initial: { assigned: string; unassigned: string };
  transitions: readonly WorkflowTransition[];
  /**
   * Overdue in one of `states`: the case is escalated to the role. The command center's list
   * (scope center) shows escalated cases, those in its own `queue` states (待派遣, 已退回…) and
   * those whose boolean `requests` field is set (a delay request awaiting its decision).
   */
  escalation: { states: readonly string[]; role: string; queue: readonly string[]; requests?: readonly string[] };
  /** The list tabs' names in this work's words (巡检: 待提交, 超时督办) instead of a case's (待签收, 指挥中心). */
  scopeLabels?: Partial<Record<WorkflowScope, string>>;
  /** The server's messages in this work's words (考评, 巡检员, 考评人员) instead of a case's (案件, 处置人, 处置人员). */
  words?: Partial<WorkflowWords>;
  /** Who receives a new case: the first enabled row of `resource` matching the case's `match` fields (empty ones match any). */
  assignment?: { resource: string; match: readonly string[]; enabledField?: string };
  /** Values a new case takes from a lookup's row (处置时限 from its 问题类型). */
  inherit?: readonly { field: string; lookup: string; from: string }[];
  /** The case number generated on creation: prefix + YYYYMMDD + a 4-digit sequence of the day. */
  numbering?: { field: string; prefix: string };
  /** The time of report (set on creation). */
  reportTimeField?: string;
  /** The timeline's word for the creation step (default 上报; a planned task is 创建). */
  createdLabel?: string;
  /** A case may be deleted only in these states, by these people. */
  deletable: { states: readonly string[]; who: readonly WorkflowActor[] };
  /** Who may edit in which states; by default anyone who may delete, or the handler, in any state but a final one. */
  editable?: readonly EditRule[];
  /** Who may create records (only `role:` and `any` apply to a record not yet there); anyone by default. */
  creators?: readonly WorkflowActor[];
  /**
   * The creator handles the new record himself (an inspector his own evaluation): handler and
   * reporter are the creator, the department comes from `inherit`, no assignment is looked up.
   */
  selfAssigned?: boolean;
}

/** The nouns of a workflow's messages: the record, the people, the handler, the department, the reporter. */
export interface WorkflowWords {
  record: string;
  member: string;
  handler: string;
  dept: string;
  reporter: string;
}

export const CASE_WORDS: WorkflowWords = { record: '案件', member: '处置人员', handler: '处置人', dept: '处置部门', reporter: '上报人' };

export function wordsOf(wf: WorkflowDefinition): WorkflowWords {
  return { ...CASE_WORDS, ...wf.words };
}

/** List tabs of a workflow resource (全部 / 我的 / 待签收 / 已超时 / 指挥中心). */
export type WorkflowScope = 'all' | 'mine' | 'toSign' | 'overdue' | 'center';

export const WORKFLOW_SCOPES: readonly WorkflowScope[] = ['all', 'mine', 'toSign', 'overdue', 'center'];

/** The state enum as lists and filters show it. */
export function workflowEnum(wf: WorkflowDefinition, label: string): EnumDefinition {
  return { code: wf.stateEnum, label, options: wf.states.map((s) => ({ value: s.value, label: s.label, status: s.status })) };
}

export function stateOf(wf: WorkflowDefinition, value: unknown): WorkflowState | undefined {
  return wf.states.find((s) => s.value === value);
}

/** The states a transition may lead to. */
export function targetsOf(t: WorkflowTransition): string[] {
  const declared = t.outcomes ? t.outcomes.flatMap((o) => (o.over ? [o.to, o.over.to] : [o.to])) : t.to ? [t.to] : [];
  return [...new Set([...declared, ...Object.values(t.branch?.to ?? {})])];
}

/** Actor roles of a transition (`role:x` → x). */
export function rolesOf(t: WorkflowTransition): string[] {
  return t.who.filter((w) => w.startsWith('role:')).map((w) => w.slice(5));
}
