export const components = {
  input: {
    clear: '清除内容',
    count: '已输入 {count} / {max} 个字符',
  },
  tag: {
    remove: '移除标签：{label}',
  },
  card: {
    loading: '卡片内容加载中',
  },
} as const;
