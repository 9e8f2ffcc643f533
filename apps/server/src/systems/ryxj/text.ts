/** 巡检考评's own server messages (the engine's are in src/i18n/messages). */
export const ryxjText = {
  ruleDisabled: '第 {line} 行：评分项目「{item}」已停用',
  ruleNotForType: '第 {line} 行：评分项目「{item}」不适用于{type}',
  checkTypeNotBound: '第 {line} 行：评分项目「{item}」属于「{check}」，该类别未绑定到{type}',
  overMax: '第 {line} 行：评分项目「{item}」一次考评最多扣 {max} 分',
  facilityFixed: '考评设施只能在待确认时更改',
  noFacility: '请选择考评设施',
  facilityNotInspected: '该设施未纳入考评，请先在巡检设施中开启“纳入考评”',
  linesRequired: '请提供扣分明细（lines，没有扣分时为空列表）',
} as const;
