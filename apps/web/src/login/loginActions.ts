/**
 * Everything the login page needs from the request stack (axios, hashing, session records),
 * loaded right after the form first paints so the sign-in screen shows without it.
 */
export { autoLoginFailureMessage, type LoginOutcome } from '../../../../src/session/auth-api';
export { readRememberedLogin, saveRememberedLogin, type RememberedLogin } from '../../../../src/session/remember-me';
export { api, client } from '../app/client';
export { afterLogin } from './afterLogin';
