/** The platform module: shared master data, no menu of its own (every signed-in user reads it). */
import { defineSystem } from '../model/system';
import { platformEnums } from './enums';
import { platformResources, PLATFORM_SYSTEM } from './resources';

export { platformLookups, PLATFORM_SYSTEM } from './resources';
export * as platformResource from './resources';

export const platform = defineSystem({ code: PLATFORM_SYSTEM, name: '平台主数据', menu: [], resources: platformResources, enums: platformEnums });
