/** End-to-end files run two at a time, each worker against its own server (global-setup.ts, docs/decisions/0363). */
export const E2E_WORKERS = 2;
