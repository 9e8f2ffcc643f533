/** 收运一张图 (ljsy) server messages: the one-map dashboard's calls. */
export const ljsy = {
  periodTooLong: '查询期间最多 366 天',
  moving: '行驶',
  parked: '停车',
  routeHover: '{car} · {route} · {state}',
  noDept: '未分配',
} as const;
