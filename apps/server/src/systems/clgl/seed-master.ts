/** 车辆管理 master data of one tenant: stations, suppliers, types, groups and configuration. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

export const TID = `current_setting('app.tenant_id')`;
/** The tenant's vehicles with their position k = 1..n (the shared master data). */
export const CARS = () => `(SELECT id, car_no, car_type, company_id, driver_name, purchase_date, row_number() OVER (ORDER BY id)::int AS k FROM ${tables('platform').vehicle})`;

export async function seedClglMaster(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('clgl');
  const lng = (d: number) => `'${(p.lng + d).toFixed(5)},`;
  const lat = (d: number) => `${(p.lat + d).toFixed(5)}'`;
  const at = (a: number, b: number) => `${lng(a)}${lat(b)}`;
  await seedTable(sql, t.param,
    `INSERT INTO ${t.param} (tenant_id, code, name, value, unit, remark)
     VALUES (${TID}, 'remindDays', '到期提醒天数', '30', '天', '年检、保险、保养计划到期前多少天在工作台提醒'),
            (${TID}, 'oilCardLowBalance', '油卡余额预警', '500', '元', '油卡余额低于此值时提醒充值'),
            (${TID}, 'upkeepMileage', '保养间隔里程', '5000', '公里', '保养计划的默认间隔里程')`);
  await seedTable(sql, t.insuranceCompany,
    `INSERT INTO ${t.insuranceCompany} (tenant_id, name, contact, phone)
     VALUES (${TID}, '中国人民财产保险杭州分公司', '陈立新', '0571-87651234'), (${TID}, '中国平安财产保险浙江分公司', '刘文斌', '0571-88902345'),
            (${TID}, '太平洋财产保险杭州中心支公司', '周晓东', '0571-85103456'), (${TID}, '中华联合财产保险杭州公司', '吴国庆', '0571-86204567')`);
  await seedTable(sql, t.oilSupplier,
    `INSERT INTO ${t.oilSupplier} (tenant_id, name, contact, phone, address, status)
     VALUES (${TID}, '中国石化浙江杭州石油分公司', '许晓峰', '0571-85551001', '杭州市拱墅区湖墅南路 88 号', 'enabled'),
            (${TID}, '中国石油浙江杭州销售分公司', '沈国栋', '0571-85551002', '杭州市上城区秋涛北路 120 号', 'enabled'),
            (${TID}, '中海油杭州销售有限公司', '韩志勇', '0571-85551003', '杭州市滨江区江南大道 560 号', 'disabled')`);
  await seedTable(sql, t.refuelStation,
    `WITH s AS (SELECT array_agg(id ORDER BY id) a FROM ${t.oilSupplier})
     INSERT INTO ${t.refuelStation} (tenant_id, name, supplier_id, address, location, phone, status)
     SELECT ${TID}, x.n, s.a[x.si], x.addr, x.loc, x.ph, 'enabled' FROM s, (VALUES
       ('中石化城东加油站', 1, '杭州市上城区艮山西路 200 号', ${at(0.03, 0.01)}, '0571-86011001'),
       ('中石化石桥加油站', 1, '杭州市拱墅区石桥路 318 号', ${at(0.01, 0.04)}, '0571-86011002'),
       ('中石油九堡加油站', 2, '杭州市上城区九堡大道 66 号', ${at(0.09, 0.02)}, '0571-86011003'),
       ('中石油文一加油站', 2, '杭州市西湖区文一西路 750 号', ${at(-0.06, 0.01)}, '0571-86011004'),
       ('中石化之江加油站', 1, '杭州市西湖区之江路 1800 号', ${at(-0.02, -0.07)}, '0571-86011005')) AS x(n, si, addr, loc, ph)`);
  await seedTable(sql, t.waterStation,
    `INSERT INTO ${t.waterStation} (tenant_id, name, address, location, unit_price, contact, phone, status)
     VALUES (${TID}, '城东环卫取水点', '杭州市上城区机场路 15 号', ${at(0.05, 0.02)}, 4.2, '王建国', '13805710001', 'enabled'),
            (${TID}, '西湖环卫取水点', '杭州市西湖区天目山路 300 号', ${at(-0.04, 0.0)}, 4.2, '李海军', '13805710002', 'enabled'),
            (${TID}, '运河中水回用点', '杭州市拱墅区丽水路 58 号', ${at(0.0, 0.05)}, 1.8, '张志强', '13805710003', 'enabled')`);
  await seedTable(sql, t.rechargeStation,
    `INSERT INTO ${t.rechargeStation} (tenant_id, name, address, location, pile_count, power, operator, phone, status)
     VALUES (${TID}, '环卫停车场充电站', '杭州市上城区笕桥路 9 号', ${at(0.06, 0.03)}, 12, 120, '国网浙江电动汽车服务有限公司', '0571-95598', 'enabled'),
            (${TID}, '转运站配套充电站', '杭州市拱墅区康桥路 6 号', ${at(0.02, 0.08)}, 8, 60, '特来电新能源有限公司', '0571-87008800', 'enabled'),
            (${TID}, '南星桥公共充电站', '杭州市上城区复兴路 410 号', ${at(0.0, -0.05)}, 20, 160, '星星充电', '0571-86960000', 'disabled')`);
  await seedTable(sql, t.serviceFactory,
    `INSERT INTO ${t.serviceFactory} (tenant_id, name, grade, address, contact, phone, location, status)
     VALUES (${TID}, '杭州中通专用车维修中心', 'first', '杭州市上城区九环路 33 号', '孔祥林', '0571-86870011', ${at(0.08, 0.03)}, 'enabled'),
            (${TID}, '杭州顺达汽车修理厂', 'second', '杭州市拱墅区莫干山路 1288 号', '曹振宇', '0571-88170022', ${at(-0.01, 0.07)}, 'enabled'),
            (${TID}, '福田戴姆勒杭州服务站', 'first', '杭州市滨江区长河路 490 号', '杨光明', '0571-86690033', ${at(0.03, -0.08)}, 'enabled'),
            (${TID}, '城西快修汽车服务部', 'third', '杭州市西湖区古墩路 702 号', '朱雪梅', '0571-88950044', ${at(-0.05, 0.03)}, 'enabled')`);
  await seedTable(sql, t.maintenanceType,
    `INSERT INTO ${t.maintenanceType} (tenant_id, code, name, remark)
     VALUES (${TID}, 'WX-01', '发动机维修', NULL), (${TID}, 'WX-02', '底盘维修', NULL), (${TID}, 'WX-03', '电气维修', NULL),
            (${TID}, 'WX-04', '上装维修', '压缩、提升、液压等专用装置'), (${TID}, 'BY-01', '定期保养', '按里程或时间的例行保养'), (${TID}, 'WX-05', '钣金喷漆', NULL)`);
  await seedTable(sql, t.maintenanceSubtype,
    `INSERT INTO ${t.maintenanceSubtype} (tenant_id, type_id, name, standard_hours, standard_price)
     SELECT ${TID}, m.id, x.n, x.h, x.p FROM ${t.maintenanceType} m JOIN (VALUES
       ('WX-01', '更换机油滤清器', 1.0, 380), ('WX-01', '发动机大修', 24.0, 18000), ('WX-01', '更换喷油嘴', 3.0, 2600),
       ('WX-02', '更换刹车片', 2.0, 1200), ('WX-02', '更换轮胎', 1.0, 2400), ('WX-02', '钢板弹簧维修', 4.0, 1600),
       ('WX-03', '蓄电池更换', 0.5, 900), ('WX-03', '线路检修', 2.0, 500),
       ('WX-04', '液压油缸维修', 6.0, 4200), ('WX-04', '压缩推板维修', 8.0, 5600), ('WX-04', '提升机构维修', 5.0, 3500),
       ('BY-01', '一级保养', 2.0, 800), ('BY-01', '二级保养', 6.0, 2600),
       ('WX-05', '局部钣金', 4.0, 1500), ('WX-05', '整车喷漆', 16.0, 9000)) AS x(code, n, h, p) ON x.code = m.code`);
  await seedTable(sql, t.equipmentType,
    `INSERT INTO ${t.equipmentType} (tenant_id, code, name, remark)
     VALUES (${TID}, 'SB-GPS', '北斗定位终端', NULL), (${TID}, 'SB-CAM', '车载摄像头', '前后及作业视角'), (${TID}, 'SB-WGT', '车载称重传感器', NULL), (${TID}, 'SB-FIRE', '灭火器', '每年检验')`);
  await seedTable(sql, t.equipment,
    `WITH ty AS (SELECT array_agg(id ORDER BY id) a FROM ${t.equipmentType})
     INSERT INTO ${t.equipment} (tenant_id, code, name, type_id, car_id, model, install_date, status)
     SELECT ${TID}, 'SB' || lpad((c.k * 10 + j)::text, 5, '0'), (ARRAY['北斗定位终端','车载摄像头','车载称重传感器','灭火器'])[j], ty.a[j], c.id,
            (ARRAY['华宝 HB-T6','海康 DS-MP7508','梅特勒 VTC-200','淮海 MFZ/ABC4'])[j], c.purchase_date + 10,
            CASE WHEN (c.k + j) % 11 = 0 THEN 'broken' ELSE 'inUse' END
     FROM ${CARS()} c, ty, generate_series(1, 4) j WHERE j <= 2 OR c.k % 2 = 0`);
  await seedTable(sql, t.popularGroup,
    `INSERT INTO ${t.popularGroup} (tenant_id, name, sort_no, remark)
     VALUES (${TID}, '早班收运车辆', 1, '05:00 出车'), (${TID}, '餐厨专线', 2, NULL), (${TID}, '应急保障车辆', 3, '雨雪天气与重大活动')`);
  await seedTable(sql, t.popularCar,
    `WITH g AS (SELECT array_agg(id ORDER BY id) a FROM ${t.popularGroup})
     INSERT INTO ${t.popularCar} (tenant_id, group_id, car_id, sort_no) SELECT ${TID}, g.a[1 + c.k % 3], c.id, c.k FROM ${CARS()} c, g WHERE c.k % 2 = 1`);
  await seedTable(sql, t.reservedField,
    `INSERT INTO ${t.reservedField} (tenant_id, target, field_key, name, field_type, required, enabled, sort_no)
     VALUES (${TID}, 'car', 'ext1', '资产编号', 'text', true, true, 1), (${TID}, 'car', 'ext2', '行驶证到期日', 'date', false, true, 2),
            (${TID}, 'accident', 'ext1', '交警案号', 'text', false, true, 3), (${TID}, 'refuelRecord', 'ext1', '小票号', 'text', false, false, 4)`);
  await seedTable(sql, t.groupCode,
    `WITH c AS (SELECT company_id, array_agg(id ORDER BY id) cars FROM ${tables('platform').vehicle} GROUP BY company_id)
     INSERT INTO ${t.groupCode} (tenant_id, code, name, company_id, car_ids)
     SELECT ${TID}, 'FZ' || lpad(row_number() OVER (ORDER BY c.company_id)::text, 4, '0'), u.short_name || '车组', c.company_id, c.cars
     FROM c JOIN ${tables('platform').company} u ON u.id = c.company_id`);
  await seedTable(sql, t.flowNodeConfig,
    `WITH s AS (SELECT array_agg(id ORDER BY id) a FROM ${tables('platform').staff})
     INSERT INTO ${t.flowNodeConfig} (tenant_id, flow_type, node_order, node_name, approver_id, time_limit_hours, enabled)
     SELECT ${TID}, x.f, x.o, x.n, s.a[x.si], x.h, true FROM s, (VALUES
       ('repair', 1, '车队长审核', 1, 24), ('repair', 2, '设备科审批', 2, 48), ('repair', 3, '分管领导审批', 3, 48),
       ('refuel', 1, '车队长审核', 1, 8), ('refuel', 2, '财务复核', 4, 24),
       ('expense', 1, '部门负责人审核', 2, 24), ('expense', 2, '财务审批', 4, 72)) AS x(f, o, n, si, h)`);
  await seedTable(sql, t.partyPostBand,
    `INSERT INTO ${t.partyPostBand} (tenant_id, post_name, staff_id, car_id, band_date, pledge, status)
     SELECT ${TID}, (ARRAY['党员先锋车','红色收运先锋岗','党员示范车','文明驾驶先锋岗'])[c.k], s.id, c.id, DATE '2025-07-01' + c.k * 20,
            (ARRAY['安全行车零事故','收运准点不漏收','车容车貌整洁','文明驾驶礼让行人'])[c.k], 'enabled'
     FROM ${CARS()} c JOIN (SELECT id, row_number() OVER (ORDER BY id) k FROM ${tables('platform').staff}) s ON s.k = c.k WHERE c.k <= 4`);
}
