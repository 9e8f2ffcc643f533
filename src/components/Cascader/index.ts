export { Cascader, type CascaderProps } from './Cascader';
export { searchPaths, type CascaderOption } from './cascaderModel';
