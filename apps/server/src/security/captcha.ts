import { createHash, randomInt } from 'node:crypto';

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

/**
 * Draws the code as an SVG: each glyph turned and shifted, with noise lines and dots.
 * Returned as a data URL the client puts straight into an <img>.
 */
export function captchaImage(code: string, width = 120, height = 40): string {
  const parts: string[] = [];
  const colour = () => `hsl(${randomInt(360)},55%,${randomInt(30, 50)}%)`;
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${colour()}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${colour()}"/>`);
  }
  const step = width / (code.length + 1);
  [...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 1));
    const y = randomInt(26, 34);
    const angle = randomInt(-25, 26);
    parts.push(
      `<text x="${x}" y="${y}" font-size="${randomInt(22, 28)}" font-family="monospace" font-weight="bold" fill="${colour()}" text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${ch}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
