/** Overlays, navigation, feedback, data display and upload components. */
export const feedback = {
  dialog: {
    close: '关闭',
    ok: '确定',
    cancel: '取消',
    confirmTitle: '操作确认',
  },
  drawer: {
    close: '关闭抽屉',
  },
  message: {
    region: '消息提示',
    loading: '加载中',
  },
  notification: {
    region: '通知',
    close: '关闭通知',
  },
  spin: {
    loading: '加载中…',
  },
  skeleton: {
    loading: '内容加载中',
  },
  progress: {
    label: '进度',
    success: '已完成',
    error: '失败',
  },
  empty: {
    description: '暂无数据',
  },
  result: {
    notFoundTitle: '404',
    notFound: '抱歉，您访问的页面不存在',
    forbiddenTitle: '403',
    forbidden: '抱歉，您无权访问该页面',
    errorTitle: '500',
    error: '抱歉，服务器出错了',
    backHome: '返回首页',
  },
  breadcrumb: {
    label: '面包屑导航',
  },
  steps: {
    label: '步骤',
    finished: '已完成',
    current: '进行中',
    waiting: '未开始',
    error: '出错',
  },
  badge: {
    count: '{count} 条未读',
    dot: '有新消息',
  },
  statistic: {
    wan: '万',
    yi: '亿',
    up: '上升',
    down: '下降',
  },
  descriptions: {
    empty: '—',
  },
  timeline: {
    label: '处理记录',
    handler: '处理人',
    remark: '备注',
    stages: {
      report: '上报',
      sign: '签收',
      dispatch: '派单',
      handling: '处理中',
      review: '审核',
      done: '办结',
    },
  },
  tree: {
    label: '树形列表',
    search: '搜索节点',
    empty: '无匹配结果',
    expand: '展开',
    collapse: '收起',
  },
  treeSelect: {
    placeholder: '请选择',
    search: '搜索',
    clear: '清除选择',
    more: '+{count}',
    remove: '移除：{label}',
  },
  imagePreview: {
    open: '查看大图：{name}',
    title: '图片预览',
    prev: '上一张',
    next: '下一张',
    zoomIn: '放大',
    zoomOut: '缩小',
    reset: '还原',
    counter: '{index} / {total}',
  },
  upload: {
    trigger: '点击或将文件拖拽到此区域上传',
    hint: '支持 {accept}，单个文件不超过 {size}',
    hintAny: '单个文件不超过 {size}',
    badType: '文件“{name}”格式不支持，仅支持 {accept}',
    tooLarge: '文件“{name}”大小为 {actual}，超过 {size} 的限制',
    tooMany: '最多上传 {max} 个文件',
    uploading: '上传中 {percent}%',
    done: '上传成功',
    failed: '上传失败',
    retry: '重试',
    remove: '删除',
    retryFile: '重试：{name}',
    removeFile: '删除文件：{name}',
    list: '已选文件',
  },
} as const;
