/**
 * Each area's messages are registered here: add an import and a key when a new area file appears.
 */
export const messageAreas = {} as const;
