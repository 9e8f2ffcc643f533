/** The spec constants live in one typed module (src/request/constants.ts); re-exported here. */
export { SPEC_CONSTANTS, isSuccessStatus, type SpecConstants, type ThemeName } from '../request/constants';
