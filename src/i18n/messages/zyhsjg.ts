/** 再生资源监管's own server messages (record lines edited one at a time, record import). */
export const zyhsjg = {
  recordMissing: '回收记录不存在',
  lineMissing: '回收明细不存在',
  recordLocked: '已确认或已作废的回收记录不能修改明细',
  lastLine: '回收记录至少保留一行明细，请删除整条记录',
  lineSaved: '明细已保存，记录合计已更新',
  lineDeleted: '明细已删除，记录合计已更新',
};
