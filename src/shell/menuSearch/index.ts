export * from './menuTree';
export * from './pinyinIndex';
export * from './recent';
