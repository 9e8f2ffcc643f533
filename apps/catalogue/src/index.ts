/** Public entry of the module catalogue (typed data shared by apps/web and apps/server). */
export * from './systems';
