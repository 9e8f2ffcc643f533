/** Messages of settings pages, month matrices and the list-valued / time / cascading field kinds. */
export const config = {
  // Server: validation
  badTime: '{label}须为时间（HH:mm）',
  tooMany: '{label}最多选择 {max} 项',
  manyMissing: '{label}中的“{value}”不存在',
  notUnderParent: '{label}“{value}”不属于所选{parent}',
  badNumberRange: '{label}范围不正确：须为数字，且起始值不大于结束值',
  badMonth: '月份须为 YYYY-MM',
  badYear: '年份须为 YYYY',
  settingsSaved: '设置已保存',
  // Web: settings page
  settingsHistory: '修改记录',
  settingsSave: '保存设置',
  settingsReset: '还原',
  historyEmpty: '暂无修改记录',
  historyEntry: '{user} 于 {at} 修改',
  changeLine: '{label}：{old} → {new}',
  emptyValue: '（空）',
  // Web: matrix
  month: '统计月份',
  year: '统计年份',
  rowTotal: '合计',
  dayColumn: '{day}日',
  monthColumn: '{month}月',
  matrixTitleMonth: '{title}（{year}年{month}月）',
  matrixTitleYear: '{title}（{year}年）',
  legend: '图例',
  // Web: number range filter
  rangeFrom: '最小值',
  rangeTo: '最大值',
  timePlaceholder: 'HH:mm',
} as const;
