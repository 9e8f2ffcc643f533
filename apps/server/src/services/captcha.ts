import { randomUUID } from 'node:crypto';
import type { Database } from '../db/types';
import { captchaHash, captchaImage, randomCode } from '../security/captcha';
import { PLATFORM_TENANT } from '../seed/demo-data';
import type { Settings } from '../settings';

/** Issues a captcha (replacing `oldId`) and sweeps expired ones. */
export async function issueCaptcha(db: Database, settings: Settings, oldId?: string): Promise<{ vid: string; img: string }> {
  const vid = randomUUID();
  const code = settings.captchaCode ? settings.captchaCode() : randomCode();
  await db.tenant(PLATFORM_TENANT, async (sql) => {
    await sql.query('DELETE FROM captchas WHERE expires_at < now() OR captcha_id = $1', [oldId ?? '']);
    await sql.query('INSERT INTO captchas (tenant_id, captcha_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)', [
      PLATFORM_TENANT, vid, captchaHash(vid, code), new Date(Date.now() + settings.captchaTtlMs),
    ]);
  });
  return { vid, img: captchaImage(code) };
}

/** One use: the captcha is deleted by the first attempt, right or wrong. */
export async function consumeCaptcha(db: Database, vid: string, vcode: string): Promise<boolean> {
  const [row] = await db.tenant(PLATFORM_TENANT, (sql) =>
    sql.query<{ code_hash: string; expires_at: Date }>(
      'DELETE FROM captchas WHERE captcha_id = $1 RETURNING code_hash, expires_at',
      [vid],
    ),
  );
  if (!row) return false;
  return new Date(row.expires_at).getTime() > Date.now() && row.code_hash === captchaHash(vid, vcode);
}
