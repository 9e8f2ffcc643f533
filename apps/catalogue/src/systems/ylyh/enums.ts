/** 园林养护 enums (served at /cloud/ylyh/web/common/loadEnumValue). */
import type { EnumDefinition } from '../../model/fields';

export const ylyhEnums: readonly EnumDefinition[] = [
  { code: 'ylyhStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  {
    code: 'plantCategory', label: '苗木大类',
    options: [
      { value: 'arbor', label: '乔木' }, { value: 'shrub', label: '灌木' }, { value: 'groundCover', label: '地被' }, { value: 'lawn', label: '草坪' },
      { value: 'flower', label: '花卉' }, { value: 'bamboo', label: '竹类' }, { value: 'vine', label: '藤本' },
    ],
  },
  { code: 'nurseryUnit', label: '计量单位', options: [{ value: 'plant', label: '株' }, { value: 'clump', label: '丛' }, { value: 'sqm', label: '平方米' }, { value: 'pot', label: '盆' }] },
  {
    code: 'careLevel', label: '养护等级',
    options: [{ value: 'first', label: '一级养护', status: 'success' }, { value: 'second', label: '二级养护', status: 'info' }, { value: 'third', label: '三级养护', status: 'default' }],
  },
  {
    code: 'increaseType', label: '增加方式',
    options: [{ value: 'purchase', label: '采购入园' }, { value: 'replant', label: '补植' }, { value: 'transferIn', label: '调拨移入' }, { value: 'breed', label: '扦插繁育' }, { value: 'donation', label: '认养捐赠' }],
  },
  {
    code: 'removeType', label: '减少方式',
    options: [{ value: 'dead', label: '死亡清除' }, { value: 'pest', label: '病虫害清除' }, { value: 'transferOut', label: '调拨移出' }, { value: 'construction', label: '工程占用' }, { value: 'typhoon', label: '台风倒伏' }],
  },
  {
    code: 'ylyhDocState', label: '单据状态',
    options: [{ value: 'draft', label: '草稿', status: 'warning' }, { value: 'submitted', label: '已入账', status: 'success' }, { value: 'cancelled', label: '已作废', status: 'default' }],
  },
  {
    code: 'treeLevel', label: '树木等级',
    options: [
      { value: 'ancient1', label: '一级古树（500 年以上）', status: 'error' }, { value: 'ancient2', label: '二级古树（300–499 年）', status: 'warning' },
      { value: 'ancient3', label: '三级古树（100–299 年）', status: 'info' }, { value: 'famous', label: '名木', status: 'success' }, { value: 'street', label: '行道树', status: 'default' },
    ],
  },
  {
    code: 'treeHealth', label: '长势',
    options: [{ value: 'good', label: '旺盛', status: 'success' }, { value: 'normal', label: '一般', status: 'info' }, { value: 'weak', label: '衰弱', status: 'warning' }, { value: 'dying', label: '濒危', status: 'error' }],
  },
  {
    code: 'curingCategory', label: '养护类别',
    options: [
      { value: 'water', label: '浇灌' }, { value: 'fertilize', label: '施肥' }, { value: 'prune', label: '修剪' }, { value: 'pest', label: '病虫害防治' },
      { value: 'support', label: '支撑加固' }, { value: 'rescue', label: '复壮抢救' }, { value: 'inspect', label: '巡查' },
    ],
  },
];
