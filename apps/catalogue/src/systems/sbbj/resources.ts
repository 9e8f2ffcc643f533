/** 设备在线's resources: its device kinds are shared with 公厕管理 (platform/devices.ts). */
export * from '../../platform/devices';
