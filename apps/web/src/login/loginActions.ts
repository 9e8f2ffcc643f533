/**
 * Everything the login page needs from the request stack (axios, hashing, saving the
 * remembered login): loaded when the user first touches the form, on submit, or at once for
 * auto-login, so the form accepts input without it (decision 0205).
 */
export { autoLoginFailureMessage, type LoginOutcome } from '../../../../src/session/auth-api';
export { saveRememberedLogin } from '../../../../src/session/remember-me';
export { api, client } from '../app/client';
export { afterLogin } from './afterLogin';
