/** Trees (self-referencing resources): server refusals and the generic tree manager page. */
export const trees = {
  // Server
  cycle: '不能把{name}“{label}”移到它自己或它的下级之下',
  hasChildren: '{name}“{label}”下还有 {count} 个下级（{children}），请先删除或移走下级',
  // Web: tree manager
  treeOf: '{name}树',
  root: '全部{name}',
  addRoot: '新增顶级',
  addChild: '新增下级',
  rename: '重命名',
  move: '移动到…',
  moveTitle: '移动{name}“{label}”',
  moveTarget: '移到',
  moveToRoot: '（顶级）',
  renameTitle: '重命名{name}',
  moved: '已移动',
  renamed: '已重命名',
  selectHint: '请在左侧选择一个{name}',
  recordsOf: '“{label}”及其下级的{name}',
  allRecords: '全部{name}',
  /** The records of one node of a report tree (a car's costs). */
  recordsOfNode: '“{label}”的{name}',
  childCount: '{count} 个下级',
  path: '所在位置',
} as const;
