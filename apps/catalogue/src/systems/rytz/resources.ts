/**
 * 人员台账: the tenant's staff master data (the platform's staff, every system's people) kept in
 * three ledgers by 人员类别 — 一线作业人员 (yht: drivers, loaders, sweepers on a labour contract),
 * 外包劳务人员 (wxht: dispatched or outsourced labour and retired rehires) and 管理及其他人员
 * (common: office, dispatch and safety staff) — and the all-staff roster across them. Each ledger
 * is a view of the same rows (`rowsWhere`): it lists, adds and edits its own kind only. What only
 * the ledgers keep about a person (native place, education, contract, wage, bank card, emergency
 * contact, certificates) are extension columns of the platform's staff table. Decision 0250.
 */
import { commonFields } from '../../model/common-fields';
import { field, patterns, type FieldDefinition, type RecordRule } from '../../model/fields';
import { view, type ResourceDefinition, type StateAction } from '../../model/resource';
import { platformResource } from '../../platform';

const R = '/cloud/rytz';
const detail = ['form', 'detail'] as const;

/** The ledgers' own fields (one definition for all views of the table). */
const own = {
  nativePlace: field.text('nativePlace', '籍贯', { rules: { maxLength: 30 }, show: detail }),
  nation: field.text('nation', '民族', { rules: { maxLength: 10 }, defaultValue: '汉族', show: detail }),
  education: field.enum('education', '学历', 'rytzEducation', { filter: 'eq', show: [...detail, 'filter'] }),
  politics: field.enum('politics', '政治面貌', 'rytzPolitics', { filter: 'eq', show: [...detail, 'filter'] }),
  address: field.text('address', '现住址', { rules: { maxLength: 100 }, show: detail }),
  contractType: field.enum('contractType', '合同类型', 'rytzContractType', { filter: 'eq' }),
  contractStart: field.date('contractStart', '合同开始', { rules: { minDate: '2000-01-01' }, show: detail }),
  contractEnd: field.date('contractEnd', '合同到期', { rules: { minDate: '2000-01-01' }, filter: 'range' }),
  laborCompany: field.text('laborCompany', '劳务派遣单位', { rules: { maxLength: 50 }, filter: 'like' }),
  wageGrade: field.enum('wageGrade', '工资等级', 'rytzWageGrade', { filter: 'eq', show: [...detail, 'filter'] }),
  licenses: field.multiEnum('licenses', '持证情况', 'rytzLicense', { filter: 'eq', show: [...detail, 'filter'] }),
  bankName: field.text('bankName', '开户银行', { rules: { maxLength: 30 }, show: detail }),
  bankCard: field.text('bankCard', '工资卡号', { rules: { pattern: '^\\d{16,19}$', patternMessage: '工资卡号为 16–19 位数字' }, show: detail }),
  emergencyContact: field.text('emergencyContact', '紧急联系人', { rules: { maxLength: 20 }, show: detail }),
  emergencyPhone: field.phone('emergencyPhone', '紧急联系电话', { rules: { ...patterns.phone }, show: detail }),
  certificates: field.attachments('certificates', '证书附件', { maxFiles: 9, show: detail }),
  remark: commonFields.remark(),
} satisfies Record<string, FieldDefinition>;

const extend = Object.values(own);
const KINDS = ['yht', 'wxht', 'common'];

/** What every ledger checks: real-name registration, the ID agreeing with birth date and gender, sane dates. */
const ledgerRules: readonly RecordRule[] = [
  { kind: 'requiredWhen', field: 'idCard', when: 'staffType', values: KINDS, message: '身份证号不能为空（台账人员须实名登记）' },
  { kind: 'idCard', field: 'idCard', birthDate: 'birthDate', gender: 'gender' },
  { kind: 'gte', field: 'contractEnd', other: 'contractStart', message: '合同到期不能早于合同开始' },
  { kind: 'gte', field: 'leaveDate', other: 'entryDate', message: '离职日期不能早于入职日期' },
  { kind: 'requiredWhen', field: 'leaveDate', when: 'status', values: ['left'], message: '离职人员须填写离职日期' },
];

const PERSON = ['employeeNo', 'name', 'gender', 'idCard', 'birthDate', 'phone', 'deptId', 'post', 'entryDate', 'status', 'leaveDate', 'staffType', 'photo'];
const PROFILE = ['nativePlace', 'nation', 'education', 'politics', 'address'];
const CONTRACT = ['contractType', 'contractStart', 'contractEnd'];
const TAIL = ['licenses', 'bankName', 'bankCard', 'emergencyContact', 'emergencyPhone', 'certificates', 'remark'];

/** A ledger: loadPage / add / update / view / remove, import and export, at its family's base. */
function ledger(key: string, name: string, family: string, staffType: string, fields: readonly string[], rules: readonly RecordRule[] = []): ResourceDefinition {
  return view(platformResource.staff, {
    key, name, system: 'rytz',
    endpoints: { base: `${R}/${family}`, shape: 'loadPage', pack: 'identity', entity: 'form' },
    operations: ['create', 'edit', 'delete', 'export', 'import'],
    sort: { field: 'employeeNo', dir: 'asc' },
    rowsWhere: { field: 'staffType', value: staffType },
    recordRules: [...ledgerRules, ...rules],
    fields, extend,
  });
}

/** 一线作业人员: drivers, loaders, sweepers and team leaders on a labour contract. */
export const yhtStaff = ledger('yhtStaff', '一线作业人员', 'yhtStaffManage', 'yht', [...PERSON, ...PROFILE, ...CONTRACT, 'wageGrade', ...TAIL]);

/** 外包劳务人员: labour dispatched by an agency, outsourced service workers, retired rehires. */
export const wxhtStaff = ledger('wxhtStaff', '外包劳务人员', 'wxhtStaffManage', 'wxht', [...PERSON, ...PROFILE, ...CONTRACT, 'laborCompany', ...TAIL], [
  { kind: 'requiredWhen', field: 'laborCompany', when: 'staffType', values: ['wxht'], message: '外包劳务人员须填写劳务派遣单位' },
]);

/** 管理及其他人员: office, dispatch, safety and technical staff. */
export const commonStaff = ledger('commonStaff', '管理及其他人员', 'commonStaffManage', 'common', [...PERSON, ...PROFILE, ...CONTRACT, 'wageGrade', ...TAIL]);

/** 调整类别: moves a person to another ledger (the category is never typed in a ledger's form). */
const changeType: StateAction = { key: 'changeType', label: '调整类别', call: 'changeType', kind: 'form', scope: 'row', fields: ['staffType'], required: ['staffType'] };

/** 全员花名册 (staffManage/loadPage, GET): every ledger's people in one list. */
export const allStaff: ResourceDefinition = view(platformResource.staff, {
  key: 'allStaff', name: '人员', system: 'rytz',
  endpoints: { base: `${R}/staffManage`, shape: 'loadPage', pack: 'identity', entity: 'form', overrides: { list: { method: 'GET' } } },
  operations: ['export'],
  sort: { field: 'employeeNo', dir: 'asc' },
  fields: ['employeeNo', 'name', 'staffType', 'gender', 'idCard', 'phone', 'deptId', 'post', 'entryDate', 'status', 'leaveDate', 'birthDate', 'contractType', 'contractEnd', 'laborCompany'],
  extend,
  actions: [changeType],
});
