/**
 * Site photos of the chat's demo messages: small street scenes drawn as SVG and encoded as JPEG
 * with sharp (no text, so no fonts), stored in the tenant's files as any upload is (with a
 * thumbnail). Deterministic for a seed.
 */
import sharp from 'sharp';
import type { Sql } from '../../db/types';
import { storeUpload } from '../../resources/workflow/file-upload';

const W = 640;
const H = 480;

function scene(rand: () => number, i: number): string {
  const hue = Math.floor(rand() * 40) + 190;
  const shapes: string[] = [];
  // Trees along the far side, bins, a puddle or a heap in front.
  for (let t = 0; t < 5; t++) {
    const x = 40 + t * 130 + Math.floor(rand() * 40);
    shapes.push(`<rect x="${x - 6}" y="200" width="12" height="60" fill="#6b4f2a"/><circle cx="${x}" cy="${180 - rand() * 20}" r="${38 + rand() * 18}" fill="hsl(${100 + rand() * 40},45%,${30 + rand() * 12}%)"/>`);
  }
  const bins = ['#2e7d32', '#1565c0', '#c62828', '#616161'];
  for (let b = 0; b < 3; b++) shapes.push(`<rect x="${380 + b * 52}" y="252" width="44" height="62" rx="4" fill="${bins[(b + i) % 4]}"/><rect x="${376 + b * 52}" y="246" width="52" height="10" rx="3" fill="#263238"/>`);
  if (i % 2 === 0) shapes.push(`<ellipse cx="${180 + rand() * 120}" cy="${400 + rand() * 20}" rx="${120 + rand() * 60}" ry="26" fill="hsl(205,55%,55%)" opacity="0.85"/>`);
  else for (let k = 0; k < 9; k++) shapes.push(`<circle cx="${140 + rand() * 160}" cy="${360 + rand() * 50}" r="${14 + rand() * 16}" fill="hsl(${25 + rand() * 20},${20 + rand() * 25}%,${35 + rand() * 20}%)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,72%)"/><stop offset="1" stop-color="hsl(${hue},40%,90%)"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="250" width="${W}" height="${H - 250}" fill="#9e9e9e"/>
    <rect y="300" width="${W}" height="120" fill="#555b60"/>
    ${Array.from({ length: 8 }, (_, k) => `<rect x="${k * 84 + 10}" y="356" width="48" height="8" fill="#f5f5f5"/>`).join('')}
    ${shapes.join('')}
  </svg>`;
}

/** Stores `count` photos and returns their file ids. */
export async function seedPhotos(sql: Sql, rand: () => number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const jpeg = await sharp(Buffer.from(scene(rand, i))).jpeg({ quality: 78 }).toBuffer();
    ids.push((await storeUpload(sql, 'images', `现场照片-${String(i + 1).padStart(2, '0')}.jpg`, jpeg, 'seed')).id);
  }
  return ids;
}
