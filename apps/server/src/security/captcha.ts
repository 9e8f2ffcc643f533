import { createHash, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ConfigObject } from 'svg-captcha';

/** Letters and digits that cannot be confused with each other (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and stored hashed (bound to the captcha id). */
export function captchaHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code.trim().toUpperCase()}`).digest('hex');
}

// svg-captcha's main export draws a given text; its typings only declare the random variants.
const draw = createRequire(import.meta.url)('svg-captcha') as (text: string, options: ConfigObject) => string;

/**
 * Moves every point of every path along two sine waves with random phase: the glyph outlines
 * no longer match the font's, so a reader cannot look shapes up in a table.
 */
function warp(svg: string, width: number, height: number): string {
  const ax = 1.5 + Math.random() * 1.5;
  const ay = 1.5 + Math.random() * 1.5;
  const px = Math.random() * 2 * Math.PI;
  const py = Math.random() * 2 * Math.PI;
  const fx = (2 * Math.PI) / (height * (0.8 + Math.random() * 0.6));
  const fy = (2 * Math.PI) / (width * (0.3 + Math.random() * 0.3));
  const round = (n: number) => Math.round(n * 100) / 100;
  return svg.replace(/ d="([^"]*)"/g, (_whole, d: string) => {
    const numbers = d.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
    const letters = d.split(/-?\d*\.?\d+(?:e[-+]?\d+)?/i);
    const moved: string[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const x = Number(numbers[i]);
      const y = Number(numbers[i + 1]);
      moved.push(String(round(x + ax * Math.sin(y * fx + px))), String(round(y + ay * Math.sin(x * fy + py))));
    }
    return ` d="${letters.map((part, i) => part + (moved[i] ?? '')).join('')}"`;
  });
}

/**
 * Draws the code as glyph outlines (svg-captcha, opentype.js paths: no <text>, no font name),
 * with noise curves, then warps every point. Returned as a data URL for an <img>.
 */
export function captchaImage(code: string, width = 120, height = 40): string {
  const svg = warp(draw(code, { width, height, fontSize: 44, noise: 3, color: true, background: '#f4f6f8' }), width, height);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
