/**
 * 系统管理's server part that the Storybook screens run too: its custom reports (enum dictionary,
 * operation history, menu definition, weather, board) and its demo data. The calls that need
 * Node or the shell's tables (files, WeChat codes, photos, the HR sync) are in server.ts.
 */
import type { ServerSystem } from '../types';
import { operationHistory } from './audit-history';
import { dataRange, overview, weatherForecast, weatherToday } from './board';
import { enumDictionary } from './dictionary';
import { menuDefinition, menuTree } from './menus';
import { orgTree, staffTree } from './organisation';
import { seedXtgl } from './seed';

export default {
  handlers: { enumDictionary, operationHistory, menuTree, menuDefinition, orgTree, staffTree, dataRange, overview, weatherToday, weatherForecast },
  seed: { version: 1, run: seedXtgl },
} satisfies ServerSystem;
