export { Tree, type TreeProps } from './Tree';
export { halfCheckedKeys, indexTree, parentKeys, searchTree, toggleChecked, visibleRows, type TreeIndex, type TreeNode, type VisibleRow } from './treeModel';
