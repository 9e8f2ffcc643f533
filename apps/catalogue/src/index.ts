/**
 * Public entry of the module catalogue (typed data shared by apps/web and apps/server).
 * Importing it loads no system: systems arrive with loadSystem / loadAllSystems.
 */
export * from './model/fields';
export * from './model/endpoints';
export * from './model/resource';
export * from './model/workflow';
export * from './model/reports';
export * from './model/periods';
export * from './model/workflow-report';
export * from './model/pages';
export type * from './model/chat';
export * from './model/trees';
export * from './model/documents';
export * from './model/system';
export * from './model/validate';
export * from './model/geoKinds';
export * from './model/fieldKinds';
export * from './model/settings';
export * from './model/matrix';
export * from './model/roster';
export * from './model/display';
export * from './model/functions';
export * from './registry';
