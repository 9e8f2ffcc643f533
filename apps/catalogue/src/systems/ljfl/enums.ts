/** Enums of 垃圾分类 (the garbage, car and facility types are the platform's). */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const ljflEnums: readonly EnumDefinition[] = [
  e('unitKind', '单位类别', [
    { value: 'collector', label: '收运企业' }, { value: 'property', label: '物业服务企业' },
    { value: 'government', label: '机关事业单位' }, { value: 'handler', label: '处置企业' },
  ]),
  e('sortMode', '投放模式', [
    { value: 'timed', label: '定时定点' }, { value: 'smart', label: '智能投放' },
    { value: 'merged', label: '撤桶并点' }, { value: 'doorToDoor', label: '上门收集' },
  ]),
  e('handleType', '处理方式', [
    { value: 'incineration', label: '焚烧发电' }, { value: 'kitchen', label: '厨余资源化' },
    { value: 'landfill', label: '卫生填埋' }, { value: 'recycling', label: '可回收物分拣' }, { value: 'hazardous', label: '有害垃圾处置' },
  ]),
  e('runStatus', '运行状态', [
    { value: 'running', label: '运行', status: 'success' }, { value: 'overhaul', label: '检修', status: 'warning' }, { value: 'stopped', label: '停运', status: 'default' },
  ]),
  e('pointsReason', '积分事由', [
    { value: 'correct', label: '正确投放' }, { value: 'supervise', label: '督导奖励' }, { value: 'exchange', label: '积分兑换' }, { value: 'wrong', label: '错误投放扣分' },
  ]),
  e('sourceType', '数据源类型', [
    { value: 'weighbridge', label: '地磅称重系统' }, { value: 'smartBin', label: '智能垃圾桶' }, { value: 'manual', label: '人工填报' }, { value: 'platform', label: '上级平台' },
  ]),
  e('syncState', '接入状态', [
    { value: 'normal', label: '正常', status: 'success' }, { value: 'error', label: '异常', status: 'error' }, { value: 'paused', label: '暂停', status: 'default' },
  ]),
  e('facilityCondition', '设施状况', [
    { value: 'good', label: '完好', status: 'success' }, { value: 'damaged', label: '破损', status: 'error' },
    { value: 'overflow', label: '满溢', status: 'warning' }, { value: 'dirty', label: '脏污', status: 'warning' }, { value: 'missing', label: '缺失', status: 'error' },
  ]),
  e('manageState', '处理状态', [
    { value: 'pending', label: '待整改', status: 'warning' }, { value: 'done', label: '已整改', status: 'success' },
  ]),
  e('majorType', '重点单位类型', [
    { value: 'government', label: '党政机关' }, { value: 'school', label: '学校' }, { value: 'hospital', label: '医院' },
    { value: 'mall', label: '商场超市' }, { value: 'hotel', label: '宾馆酒店' }, { value: 'market', label: '农贸市场' },
  ]),
  e('checkResult', '检查结果', [
    { value: 'excellent', label: '优秀', status: 'success' }, { value: 'pass', label: '合格', status: 'info' }, { value: 'fail', label: '不合格', status: 'error' },
  ]),
  e('reduceMeasure', '减量措施', [
    { value: 'cleanVeg', label: '净菜上市' }, { value: 'plastic', label: '限塑减塑' }, { value: 'emptyPlate', label: '光盘行动' },
    { value: 'paperless', label: '无纸化办公' }, { value: 'packaging', label: '快递包装减量' },
  ]),
  e('quantitySource', '数据来源', [
    { value: 'weighbridge', label: '地磅称重' }, { value: 'manual', label: '人工填报' }, { value: 'import', label: '批量导入' },
  ]),
  e('villageMode', '处理模式', [
    { value: 'local', label: '就地资源化' }, { value: 'central', label: '集中收运处理' }, { value: 'mixed', label: '就地与集中结合' },
  ]),
  e('villageRating', '村庄评定', [
    { value: 'demo', label: '示范村', status: 'success' }, { value: 'standard', label: '达标村', status: 'info' }, { value: 'below', label: '未达标', status: 'error' },
  ]),
  e('mlxcLevel', '美丽乡村等级', [
    { value: 'boutique', label: '精品村' }, { value: 'demo', label: '示范村' }, { value: 'standard', label: '达标村' },
  ]),
  e('mlxcState', '创建状态', [
    { value: 'building', label: '创建中', status: 'warning' }, { value: 'accepted', label: '已验收', status: 'success' }, { value: 'revoked', label: '已撤销', status: 'default' },
  ]),
  e('metaCategory', '元数据分类', [
    { value: 'garbage', label: '垃圾品类' }, { value: 'facility', label: '设施' }, { value: 'quality', label: '分类质量' }, { value: 'statistics', label: '统计口径' },
  ]),
  e('ljflEnable', '启用状态', [
    { value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' },
  ]),
];
