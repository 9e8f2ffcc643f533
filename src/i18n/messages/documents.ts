/** Documents with line items and the stock ledger: server refusals and the line editor. */
export const documents = {
  // Server
  lineError: '第 {line} 行：{message}',
  noLines: '请至少填写一行明细',
  tooManyLines: '明细最多 {max} 行',
  linesNotList: '明细格式不正确',
  wrongState: '{name}“{code}”当前为{state}，不能{action}',
  shortage: '第 {line} 行：{item}在{storehouse}的库存不足（当前库存 {balance}，本单出库 {quantity}）',
  cancelShortage: '{item}在{storehouse}的库存已被领用（当前库存 {balance}），作废将使库存为负，不能作废',
  submitted: '已提交，库存已更新',
  cancelled: '已作废，已写入冲销记录',
  // Import of documents: one sheet row per line, rows with the same header values form one document.
  importLineColumn: '明细{label}',
  importOk: '已导入 {count} 张{name}（{lines} 行明细）',
  // Web: the line editor
  lines: '明细',
  addLine: '添加一行',
  copyLine: '复制',
  removeLine: '删除',
  moveUp: '上移',
  moveDown: '下移',
  lineNo: '行号',
  lineCount: '共 {count} 行',
  total: '合计',
  linesOf: '{name}明细',
  noLinesYet: '暂无明细，请点击“添加一行”',
  lineLabel: '第 {line} 行{label}',
  problems: '明细中的问题',
} as const;
