/**
 * 人员台账's demo data: what the ledgers keep about every seeded person (native place, education,
 * contract, wage grade, bank card, emergency contact, licences; seed/staff-profiles.ts), and each
 * demo HR user's favourite people in a few groups. Runs again safely: people already profiled
 * and users who already have favourites are left alone.
 */
import type { Sql } from '../../db/types';
import { demoUsers } from '../../seed/demo-data';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { profilesJson } from '../../seed/staff-profiles';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

async function seedProfiles(sql: Sql, p: TenantProfile): Promise<void> {
  const staff = tables('platform').staff;
  await sql.query(
    `UPDATE ${staff} s SET native_place = r."nativePlace", nation = r.nation, education = r.education, politics = r.politics, address = r.address,
            contract_type = r."contractType", contract_start = r."contractStart"::date, contract_end = r."contractEnd"::date,
            labor_company = r."laborCompany", wage_grade = r."wageGrade", licenses = ARRAY(SELECT jsonb_array_elements_text(r.licenses)),
            bank_name = r."bankName", bank_card = r."bankCard", emergency_contact = r."emergencyContact", emergency_phone = r."emergencyPhone"
       FROM jsonb_to_recordset($1::jsonb) AS r(phone text, "nativePlace" text, nation text, education text, politics text, address text,
            "contractType" text, "contractStart" text, "contractEnd" text, "laborCompany" text, "wageGrade" text, licenses jsonb,
            "bankName" text, "bankCard" text, "emergencyContact" text, "emergencyPhone" text)
      WHERE s.phone = r.phone AND s.native_place IS NULL`,
    [profilesJson(p.tenantId, p.roads)],
  );
}

/** Groups of favourites per HR user: the team leaders, the drivers of the collection teams, the safety and dispatch contacts. */
const GROUPS: readonly (readonly [name: string, posts: readonly string[], remark: string])[] = [
  ['班组长', ['班组长'], '各班组负责人，排班与应急联络'],
  ['收运驾驶员', ['驾驶员'], '夜间收运调度常用'],
  ['安全与调度', ['安全员', '调度员'], '安全检查、调度联络'],
];

async function seedFavourites(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('rytz');
  const staff = tables('platform').staff;
  const users = demoUsers.filter((u) => u.tenantId === p.tenantId && (u.systems === 'all' || u.systems.includes('rytz')));
  if (!(await seedTable(sql, t.popularGroup, `SELECT 1`))) return;
  for (const u of users) {
    await sql.query(
      `INSERT INTO ${t.popularGroup} (tenant_id, name, sort_no, remark, owner_id)
       SELECT ${TID}, g->>0, i::int, g->>2, $2 FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(g, i)`,
      [JSON.stringify(GROUPS), u.userId],
    );
    // Up to four on-job people of each group's posts, then two more people without a group.
    await sql.query(
      `WITH g AS (SELECT id, name FROM ${t.popularGroup} WHERE owner_id = $2),
            picked AS (
              SELECT s.id AS staff_id, g.id AS group_id, row_number() OVER (PARTITION BY g.id ORDER BY s.id) AS n
                FROM jsonb_array_elements($1::jsonb) AS x(def) JOIN g ON g.name = x.def->>0
                JOIN ${staff} s ON s.status = 'onJob' AND s.post IN (SELECT jsonb_array_elements_text(x.def->1)))
       INSERT INTO ${t.popularStaff} (tenant_id, staff_id, group_id, sort_no, owner_id)
       SELECT ${TID}, staff_id, group_id, n::int, $2 FROM picked WHERE n <= 4`,
      [JSON.stringify(GROUPS), u.userId],
    );
    await sql.query(
      `INSERT INTO ${t.popularStaff} (tenant_id, staff_id, sort_no, remark, owner_id)
       SELECT ${TID}, s.id, 50 + row_number() OVER (ORDER BY s.id), '常用联系人', $1 FROM ${staff} s
        WHERE s.status = 'onJob' AND s.post = '文员' AND NOT EXISTS (SELECT 1 FROM ${t.popularStaff} f WHERE f.owner_id = $1 AND f.staff_id = s.id)
        ORDER BY s.id LIMIT 2`,
      [u.userId],
    );
  }
}

export async function seedRytz(sql: Sql, p: TenantProfile): Promise<void> {
  await seedProfiles(sql, p);
  await seedFavourites(sql, p);
}
