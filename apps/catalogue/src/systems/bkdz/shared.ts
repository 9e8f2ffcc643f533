/** 分类准确率's family base and enums (calls under /cloud/bkdz/web/, spec §7 Accuracy service). */
import type { EndpointFamily } from '../../model/endpoints';
import type { EnumDefinition } from '../../model/fields';

export const SYSTEM = 'bkdz';
export const BASE = '/cloud/bkdz/web';

export const bkdzFamily = (name: string): EndpointFamily => ({ base: name ? `${BASE}/${name}` : BASE, shape: 'pageList', pack: 'identity', entity: 'json' });

export const bkdzEnums: readonly EnumDefinition[] = [
  {
    code: 'bkdzLevel', label: '准确率等级', options: [
      { value: 'excellent', label: '优秀', status: 'success' },
      { value: 'good', label: '良好', status: 'info' },
      { value: 'pass', label: '合格', status: 'warning' },
      { value: 'fail', label: '不合格', status: 'error' },
      { value: 'insufficient', label: '样本不足', status: 'default' },
    ],
  },
  {
    code: 'bkdzAllocState', label: '分配状态', options: [
      { value: 'pending', label: '待分配', status: 'warning' },
      { value: 'auto', label: '按设施自动分配', status: 'success' },
      { value: 'manual', label: '人工分配', status: 'info' },
    ],
  },
];
