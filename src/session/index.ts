/** Public entry of the session library (platform-shell §3–§5, §9). */
export * from './constants';
export { hashPassword, toWirePassword, type PasswordInput } from './password';
export { obfuscate, deobfuscate } from './obfuscation';
export { memoryStore, defaultStore, type KeyValueStore } from './storage';
export * from './remember-me';
export * from './system-info';
export * from './login-info';
export * from './password-policy';
export * from './defaults';
export * from './api';
export * from './flows';
