/** 系统管理's families (their bases as the spec names them) and the fields its resources share. */
import type { EndpointFamily, NamingShape } from '../../model/endpoints';
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';

export const XTGL = 'xtgl';

/** Management lookups (spec §7 "Management lookups"): the shell's management service. */
export const MGMT = '/cloud/management/rest';
/** WeChat work / mini-program binding and app info (/envcloud/hw/wechat/platform/api/v1). */
export const WECHAT = '/envcloud/hw/wechat/platform/api/v1';
/** Organisation and staff sync with the HR system. */
export const EHR = '/cloud/ehr/sync';

export const family = (base: string, shape: NamingShape = 'pageList', overrides?: EndpointFamily['overrides']): EndpointFamily => ({
  base, shape, pack: 'identity', entity: 'json', ...(overrides ? { overrides } : {}),
});

export const common = {
  ...commonFields,
  status: () => field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  /** A code of capitals, digits and “-”. */
  code: (label: string, maxLength = 20) => field.text('code', label, {
    rules: { required: true, maxLength, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: `${label}只能包含大写字母、数字和“-”` }, filter: 'like',
  }),
};
