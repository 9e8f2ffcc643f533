/** A token size multiplied by the big-screen scale (1 outside BigScreen). */
export const scaled = (token: string) => `calc(${token} * var(--screen-scale, 1))`;
