/** The 指挥调度 demo data's fixed parts: seats, resource and dispatch modes, groups, and the words of its records. */

/** [seat number, name, account, phone, post] per tenant; the accounts are demo users (demo-data.ts). */
export const SEATS: Record<string, [string, string, string, string, string][]> = {
  '1': [
    ['ZX-01', '系统管理员', 'root', '13905710001', 'admin'],
    ['ZX-02', '高峰', 'diaodu', '13905710002', 'dispatcher'],
    ['ZX-03', '马骏', 'banzu', '13905710003', 'foreman'],
  ],
  '2': [
    ['BJ-01', '滨江管理员', 't2admin', '13905720001', 'admin'],
    ['BJ-02', '方琳', 'bjdiaodu', '13905720002', 'dispatcher'],
  ],
};

/** [code, name, scenario, radius km, lines: [kind, carType | post, count][]]. */
export const RESOURCE_MODES: [string, string, string, number, [string, string, number][]][] = [
  ['ZY-01', '暴雨积水处置', 'rainstorm', 5, [['vehicle', 'hookArm', 2], ['vehicle', 'compactor', 1], ['staff', 'driver', 3], ['staff', 'cleaner', 4], ['staff', 'foreman', 1]]],
  ['ZY-02', '突发垃圾堆积清运', 'garbagePile', 3, [['vehicle', 'compactor', 2], ['vehicle', 'bucketTruck', 1], ['staff', 'loader', 4], ['staff', 'driver', 2]]],
  ['ZY-03', '道路抛洒清扫', 'roadSpill', 2, [['vehicle', 'hookArm', 1], ['staff', 'cleaner', 3]]],
  ['ZY-04', '冰雪除雪保障', 'snowIce', 8, [['vehicle', 'compactor', 2], ['vehicle', 'hookArm', 2], ['staff', 'driver', 4], ['staff', 'cleaner', 8], ['staff', 'foreman', 2]]],
  ['ZY-05', '重大活动保障', 'majorEvent', 2, [['vehicle', 'bucketTruck', 2], ['vehicle', 'recycleTruck', 1], ['staff', 'cleaner', 6], ['staff', 'foreman', 1]]],
  ['ZY-06', '市民投诉快速处置', 'complaint', 3, [['vehicle', 'compactor', 1], ['staff', 'cleaner', 2], ['staff', 'inspector', 1]]],
];

/** [code, name, resource mode, level, minutes, template]. */
export const DISPATCH_MODES: [string, string, string, string, number, string][] = [
  ['DM-01', '暴雨积水Ⅱ级响应', 'ZY-01', 'level2', 30, '{区域}出现道路积水，请{车辆}携带抽排设备、{人员}于{时限}分钟内到场，设置警示、疏通雨水口并反馈现场照片。'],
  ['DM-02', '暴雨积水Ⅳ级响应', 'ZY-01', 'level4', 45, '{区域}有局部积水，请{人员}于{时限}分钟内到场疏通雨水口，{车辆}待命。'],
  ['DM-03', '突发垃圾堆积清运', 'ZY-02', 'level4', 60, '{区域}发现突发垃圾堆积，请{车辆}、{人员}于{时限}分钟内到场清运，完成后上传清运前后对比照片。'],
  ['DM-04', '道路抛洒滴漏清扫', 'ZY-03', 'level3', 30, '{区域}路面有抛洒滴漏，请{人员}于{时限}分钟内到场清扫，{车辆}配合冲洗，注意交通安全。'],
  ['DM-05', '冰雪灾害除雪', 'ZY-04', 'level2', 40, '{区域}路面结冰，请{车辆}、{人员}于{时限}分钟内到场撒布融雪剂并清除积雪。'],
  ['DM-06', '重大活动环境保障', 'ZY-05', 'level3', 120, '{区域}举办重大活动，请{人员}于{时限}分钟内到岗保洁，{车辆}驻点收运，保持活动区域整洁。'],
  ['DM-07', '市民投诉快速处置', 'ZY-06', 'level4', 60, '市民投诉：{区域}环境卫生问题，请{人员}于{时限}分钟内到场核实处置，{车辆}配合清运，处置后回复。'],
];

/** Who of the staff a group takes: the people of some departments (by code) or of some posts; `first` when the tenant has neither. */
export interface StaffPick {
  depts?: readonly string[];
  posts?: readonly string[];
  /** Fallback: indexes of the staff in id order (a tenant upgraded from the ten-person workforce has no departments). */
  first: readonly number[];
}

/** [name, type, owner seat index, seat indexes, staff]. */
export const GROUPS: Record<string, [string, string, number, number[], StaffPick][]> = {
  '1': [
    ['指挥调度中心', 'dispatch', 0, [0, 1, 2], { posts: ['班组长', '调度员', '安全员'], first: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['东区收运作业群', 'work', 1, [1, 2], { depts: ['d111'], first: [0, 1, 2, 3, 4] }],
    ['西区收运作业群', 'work', 2, [2, 1, 0], { depts: ['d112'], first: [5, 6, 7, 8, 9] }],
    ['防汛应急群', 'emergency', 0, [0, 1], { posts: ['班组长', '安全员', '驾驶员'], first: [0, 2, 4, 6, 8] }],
    ['道路保洁一中队', 'work', 2, [2, 0], { depts: ['d121'], first: [1, 4, 7] }],
    ['综合办公室', 'dept', 0, [0, 1, 2], { depts: ['d13'], first: [] }],
  ],
  '2': [
    ['滨江调度中心', 'dispatch', 0, [0, 1], { posts: ['班组长', '安全员'], first: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['滨江保洁作业群', 'work', 1, [1, 0], { depts: ['d211'], first: [0, 1, 2, 3, 4, 5] }],
    ['滨江防汛应急群', 'emergency', 0, [0, 1], { depts: ['d212'], posts: ['班组长'], first: [4, 5, 6, 7, 8, 9] }],
  ],
};

/** The group a dispatch of a scenario goes to (by group index of the tenant). */
export const GROUP_OF_SCENARIO: Record<string, Record<string, number[]>> = {
  '1': { rainstorm: [3], snowIce: [3], garbagePile: [1, 2], complaint: [1, 2], roadSpill: [4], majorEvent: [0] },
  '2': { rainstorm: [2], snowIce: [2], garbagePile: [1], complaint: [1], roadSpill: [1], majorEvent: [0] },
};

export const AREA_SUFFIXES = ['沿线', '与主干道交叉口', '北段', '南段', '周边', '公交站附近'];
export const RESULTS = ['积水已排除，雨水口已疏通，道路恢复通行', '堆积垃圾已全部清运，现场已冲洗', '抛洒物已清扫完毕，路面已冲洗', '融雪剂已撒布，主要路段已通行', '活动结束，现场已恢复整洁', '已核实并处置，已回复市民', '现场已处置完毕，照片已上传群内'];
export const CANCEL_REASONS = ['现场核实无需处置', '已由属地街道处置', '重复上报，已合并处理', '天气转好，取消预警响应'];

/** Words of the group chat by group type ({place}, {road}, {car}, {n} are filled in). */
export const CHAT_LINES: Record<string, string[]> = {
  dispatch: [
    '今日排班已发布，请各班组查收', '各班组注意上下班高峰期作业安全', '{road}今天有占道施工，车辆注意绕行', '请各班组长 17:00 前报送今日作业情况',
    '气象台发布大风蓝色预警，请注意高空坠物', '收到', '好的', '明早 6 点全员到岗，迎接检查', '{place}桶站已恢复正常', '今天的作业照片请统一发到群里',
  ],
  work: [
    '已到达{place}，开始作业', '{car}已满载，前往转运站', '{place}垃圾已清运完毕', '收到', '好的，马上处理', '{place}桶站溢满，请安排加收',
    '{road}有车辆违停，收运车进不去', '今天{place}垃圾量比平时多', '{car}压缩机有异响，回场检修', '{place}已冲洗完毕', '车已到，正在装车', '下午加一趟{place}',
  ],
  emergency: [
    '气象台发布暴雨黄色预警，请各队做好准备', '{road}低洼处积水约 15 厘米，已设置警示', '抽水泵已到位', '雨水口已疏通，积水正在消退', '收到，马上出发',
    '防汛物资已清点完毕', '请各队长确认人员到岗情况', '{place}地下通道积水已排除', '现场照片已上传', '雨势减弱，继续值守',
  ],
  dept: ['明天上午九点开周例会', '本周安全培训材料已发到邮箱', '请各位在周五前提交考勤确认', '收到', '好的', '下周一迎接市容检查，请提前准备'],
};
