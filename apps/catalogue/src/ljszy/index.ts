/** 垃圾收运 (ljszy): resources, enums, reports and pages. */
import type { ResourceDefinition } from '../model/resource';
import { ljszyEnums } from './enums';
import { ljszyPages } from './pages';
import { ljszyReports } from './reports';
import * as base from './resources-base';
import * as work from './resources-work';

export const ljszyResources: readonly ResourceDefinition[] = [...Object.values(base), ...Object.values(work)];

export { ljszyEnums, ljszyPages, ljszyReports };
