/**
 * GPS calls over HTTP: a vehicle's track with stops and summary, last positions (the online
 * tree and live map), alarms with acknowledgement, addresses, the track export (.xlsx, KML)
 * and the shell's geoconvert call. Each call is registered at the platform path (any user
 * holding a system: the positions are shared master data) and at the spec's 车辆运行 paths
 * (users holding clyx). Every read runs in the session's tenant scope (RLS).
 * Tracks, exports and alarms take `kind` (decision 0280): 'vehicle' (default) or 'wearable' — a
 * person's worn device, the subject given as `subjectId` (a staff id) —, and a person's data is
 * answered only to users holding a system that tracks people (403 otherwise).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import gcoord from 'gcoord';
import { PLATFORM } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { badRequest, fill, forbidden, messages as httpMessages, notFound, ok } from '../http/errors';
import { requireAccess, requireSystem } from '../http/system-access';
import { resolveNeed } from '../access/needs';
import { gps as msg } from '../../../../src/i18n/messages/gps';
import { contentDisposition, sendXlsx, stamp } from '../resources/xlsx-stream';
import { tables } from '../seed/tables';
import { lastPositions } from './last-positions';
import { profiles } from '../seed/profiles';
import { analyse, personExists, track, vehicleExists, wallMs } from './query';
import { isDeviceKind, type DeviceKind } from './kinds';
import { addressOf } from './address';
import { trackKml } from './kml';
import { tileSetting } from './tiles';
import { wallNow, wallText } from './simulate';

type Obj = Record<string, unknown>;
export const GPS_BASE = '/cloud/platform/gps';
const ASSET = '/envcloud/hw/asset/api/v1';
/** The longest period one track call may ask for. */
export const MAX_TRACK_DAYS = 7;

const params = (request: FastifyRequest): Obj => ({ ...(request.query as Obj | undefined), ...(request.body as Obj | undefined) });

function vehicleIdOf(p: Obj): number {
  const raw = p.carId ?? p.vehicleId;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  // Within the integer column's range: a larger id would fail in the query (a 500).
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest(msg.vehicleRequired);
  return id;
}

function subjectIdOf(p: Obj): number {
  const raw = p.subjectId ?? p.staffId;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest(msg.personRequired);
  return id;
}

/** The device kind a call asks about: vehicles unless it says `wearable`. */
export function kindOf(p: Obj): DeviceKind {
  if (p.kind === undefined || p.kind === '') return 'vehicle';
  if (!isDeviceKind(p.kind)) throw badRequest(msg.kindInvalid);
  return p.kind;
}

const TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** The period of a track call: startTime/endTime ('YYYY-MM-DD[ HH:mm[:ss]]'), at most MAX_TRACK_DAYS. */
export function periodOf(p: Obj): { from: string; to: string } {
  const from = String(p.startTime ?? '');
  const to = String(p.endTime ?? '');
  if (!TIME.test(from) || !TIME.test(to)) throw badRequest(msg.periodInvalid);
  const full = (s: string, end: boolean) => (s.length === 10 ? `${s} ${end ? '23:59:59' : '00:00:00'}` : s.length === 16 ? `${s}:00` : s);
  const a = full(from, false);
  const b = full(to, true);
  const ms = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
  if (!(ms(a) < ms(b)) || Number.isNaN(ms(a))) throw badRequest(msg.periodInvalid);
  if (ms(b) - ms(a) > MAX_TRACK_DAYS * 86_400_000) throw badRequest(fill(msg.periodTooLong, { days: MAX_TRACK_DAYS }));
  return { from: a, to: b };
}

export function coordinateOf(p: Obj): [number, number] {
  const lon = Number(p.lon ?? p.lng);
  const lat = Number(p.lat);
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) throw badRequest(msg.coordinateInvalid);
  return [lon, lat];
}

const pointOut = (r: { t: number; lon: number; lat: number; speed: number; heading: number; mileage: number; fuel: number | null; water: number | null; status: number }) => ({
  time: wallText(r.t), lon: r.lon, lat: r.lat, speed: r.speed, heading: r.heading, mileage: r.mileage, fuel: r.fuel, water: r.water, status: r.status,
});

export function gpsRoutes(app: FastifyInstance, ctx: AppContext, peopleSystems: readonly string[] = []): void {
  const { db } = ctx;
  /** People's positions: only for users holding a system that tracks people. */
  const mayAsk = async (request: FastifyRequest, kind: DeviceKind) => {
    if (kind === 'vehicle') return;
    const session = sessionOf(request);
    const held = await ctx.menus.userSystems(session.tenantId, session.userId);
    if (!peopleSystems.some((code) => held.has(code))) throw forbidden(httpMessages.forbiddenSystem);
  };
  // 车辆运行's paths of the positions serve its live monitor and replay pages (decision 0330).
  const clyxNeed = resolveNeed('clyx', { pageKinds: ['liveMonitor', 'replay'] });
  const both = (method: 'GET' | 'POST', platformPath: string, clyxPath: string | null, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.route({ method, url: `${GPS_BASE}/${platformPath}`, preHandler: [ctx.requireSession, requireSystem(ctx, PLATFORM)], handler });
    if (clyxPath) {
      app.route({ method, url: clyxPath, preHandler: [ctx.requireSession, requireAccess(ctx, 'clyx', clyxNeed)], handler });
      ctx.businessRoutes.push({ system: 'clyx', method, url: clyxPath, need: clyxNeed });
    }
  };

  /** The subject of a track: a vehicle (plate, driver) or a person (name, post). */
  const subjectOf = async (sql: Parameters<Parameters<typeof db.tenant>[1]>[0], kind: DeviceKind, id: number) => {
    if (kind === 'vehicle') {
      const car = await vehicleExists(sql, id);
      if (!car) throw notFound(msg.vehicleNotFound);
      return { id: car.id, label: car.car_no, subLabel: car.driver_name };
    }
    const person = await personExists(sql, id);
    if (!person) throw notFound(msg.personNotFound);
    return { id: person.id, label: person.name, subLabel: person.post };
  };

  const trackOf = async (request: FastifyRequest) => {
    const p = params(request);
    const kind = kindOf(p);
    await mayAsk(request, kind);
    const id = kind === 'vehicle' ? vehicleIdOf(p) : subjectIdOf(p);
    const { from, to } = periodOf(p);
    return db.tenant(sessionOf(request).tenantId, async (sql) => {
      const subject = await subjectOf(sql, kind, id);
      const points = await track(sql, id, from, to, kind);
      const alarms = await sql.query<{ id: string; kind: string; at: Date | string; lon: number; lat: number; value: number }>(
        `SELECT id::text, kind, at, lon, lat, value FROM gps_alarm WHERE device_kind = $4 AND vehicle_id = $1 AND at BETWEEN $2::timestamp AND $3::timestamp ORDER BY at`,
        [id, from, to, kind],
      );
      return { kind, subject, from, to, points, alarms: alarms.map((a) => ({ ...a, at: wallText(wallMs(a.at)), value: Number(a.value) })) };
    });
  };

  {
    both('POST', 'track', `${ASSET}/gpsPosition/history`, async (request) => {
      const { kind, subject, points, alarms } = await trackOf(request);
      const { stops, summary } = analyse(points);
      return ok({
        // Vehicles keep their fields (carId, carNo, driverName); every kind names its subject.
        ...(kind === 'vehicle' ? { carId: subject.id, carNo: subject.label, driverName: subject.subLabel } : {}),
        kind, subjectId: subject.id, label: subject.label, subLabel: subject.subLabel,
        list: points.map((x) => (kind === 'vehicle' ? pointOut(x) : { ...pointOut(x), battery: x.battery })),
        stops: stops.map((s) => ({ startTime: wallText(s.start), endTime: wallText(s.end), lon: s.lon, lat: s.lat, minutes: s.minutes })),
        alarms,
        summary,
      });
    });
  }

  both('GET', 'export', `${ASSET}/gpsPosition/export`, async (request, reply) => {
    const format = String(params(request).format ?? 'xlsx');
    if (format !== 'xlsx' && format !== 'kml') throw badRequest(msg.formatInvalid);
    const { kind, subject, points } = await trackOf(request);
    if (format === 'kml') {
      return reply
        .header('content-type', 'application/vnd.google-earth.kml+xml; charset=utf-8')
        .header('content-disposition', contentDisposition(`${subject.label}_${msg.trackSheet}_${stamp()}.kml`))
        .header('access-control-expose-headers', 'content-disposition')
        .send(trackKml(subject.label, points, analyse(points).stops));
    }
    const columns = [
      { header: msg.colTime, key: 'time', width: 20 }, { header: msg.colLon, key: 'lon' }, { header: msg.colLat, key: 'lat' },
      { header: msg.colSpeed, key: 'speed' }, { header: msg.colHeading, key: 'heading' }, { header: msg.colMileage, key: 'mileage' },
      kind === 'vehicle' ? { header: msg.colFuel, key: 'fuel' } : { header: msg.colBattery, key: 'battery' }, { header: msg.colStatus, key: 'state' },
    ];
    const states = kind === 'vehicle' ? { moving: msg.moving, standing: msg.standing, off: msg.ignitionOff } : { moving: msg.walking, standing: msg.resting, off: msg.switchedOff };
    const rows = points.map((p) => ({ ...pointOut(p), battery: p.battery, state: p.speed > 0 ? states.moving : p.status & 1 ? states.standing : states.off }));
    return sendXlsx(reply, `${subject.label}_${msg.trackSheet}`, columns, rows.length, async (offset) => (offset === 0 ? rows : []));
  });

  both('POST', 'lastList', `${ASSET}/onlineCar/realtimeInfo`, async (request) => {
    const session = sessionOf(request);
    return db.tenant(session.tenantId, async (sql) => ok({ list: await lastPositions(sql) }));
  });

  both('POST', 'tree', `${ASSET}/onlineCar/tree`, async (request) => {
    const session = sessionOf(request);
    return db.tenant(session.tenantId, async (sql) => {
      const list = await lastPositions(sql);
      const companies = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${tables('platform').company} ORDER BY name`);
      const tree = companies.map((c) => {
        const children = list.filter((v) => v.companyId === c.id);
        return {
          id: `company-${c.id}`, name: c.name, total: children.length,
          online: children.filter((v) => v.online).length, alarm: children.filter((v) => v.alarms > 0).length,
          children,
        };
      }).filter((c) => c.total > 0);
      return ok({ tree, total: list.length, online: list.filter((v) => v.online).length, offline: list.filter((v) => !v.online).length, alarm: list.filter((v) => v.alarms > 0).length });
    });
  });

  // The offline base map of the tenant's city: centre, district names, facility points.
  both('GET', 'city', null, async (request) => {
    const session = sessionOf(request);
    return db.tenant(session.tenantId, async (sql) => {
      const p = tables('platform');
      const profile = profiles.find((x) => x.tenantId === session.tenantId);
      const districts = await sql.query<{ name: string }>(`SELECT name FROM ${p.region} WHERE level = 'district' ORDER BY code`);
      const facilities = await sql.query<{ id: number; name: string; location: string }>(`SELECT id, name, location FROM ${p.facility} WHERE location ~ '^[0-9.]+,[0-9.]+$' ORDER BY id LIMIT 5000`);
      const points = facilities.map((f) => { const [lon, lat] = f.location.split(',').map(Number); return { id: f.id, name: f.name, lon: lon!, lat: lat! }; });
      const centre = profile ? [profile.lng, profile.lat] : points.length ? [points[0]!.lon, points[0]!.lat] : [116.397, 39.909];
      return ok({ centre, districts: districts.map((d) => d.name), facilities: points });
    });
  });

  // The tenant's base tiles (系统管理 › 地图设置), or null for the offline base.
  both('GET', 'tiles', null, async (request) => db.tenant(sessionOf(request).tenantId, async (sql) => ok(await tileSetting(sql))));

  both('GET', 'address', `${ASSET}/gpsPosition/address`, async (request) => {
    const [lon, lat] = coordinateOf(params(request));
    return db.tenant(sessionOf(request).tenantId, async (sql) => ok({ address: await addressOf(sql, lon, lat) }));
  });

  both('POST', 'alarm/pageList', null, async (request) => {
    const p = params(request);
    const kind = kindOf(p);
    await mayAsk(request, kind);
    // Pages beyond 100,000 are refused as empty: 1e300 would reach the query as OFFSET 1e+302.
    const current = Math.min(100_000, Math.max(1, Math.trunc(Number(p.current ?? 1)) || 1));
    const size = Math.min(100, Math.max(1, Math.trunc(Number(p.size ?? 20)) || 20));
    return db.tenant(sessionOf(request).tenantId, async (sql) => {
      const args: unknown[] = [kind];
      const where = ['a.device_kind = $1'];
      if (kind === 'vehicle' && p.carId !== undefined && p.carId !== '') {
        args.push(vehicleIdOf(p));
        where.push(`a.vehicle_id = $${args.length}`);
      }
      if (kind !== 'vehicle' && p.subjectId !== undefined && p.subjectId !== '') {
        args.push(subjectIdOf(p));
        where.push(`a.vehicle_id = $${args.length}`);
      }
      if (p.acked === false || p.acked === 'false') where.push('a.ack_at IS NULL');
      // A vehicle's plate, or the name of the person wearing the device.
      const subject = kind === 'vehicle' ? `JOIN ${tables('platform').vehicle} v ON v.id = a.vehicle_id` : `JOIN ${tables('platform').staff} v ON v.id = a.vehicle_id`;
      const label = kind === 'vehicle' ? 'v.car_no' : 'v.name';
      const rows = await sql.query<Obj>(
        `SELECT a.id::text, a.vehicle_id AS "subjectId", ${label} AS label, a.kind, a.at, a.end_at AS "endAt", a.lon, a.lat, a.value, a.ack_user AS "ackUser", a.ack_at AS "ackAt",
                count(*) OVER ()::int AS total
         FROM gps_alarm a ${subject} WHERE ${where.join(' AND ')}
         ORDER BY a.at DESC, a.id DESC LIMIT ${size} OFFSET ${(current - 1) * size}`,
        args,
      );
      const total = Number(rows[0]?.total ?? 0);
      return ok({
        records: rows.map(({ total: _t, ...r }) => ({ ...r, ...(kind === 'vehicle' ? { carId: r.subjectId, carNo: r.label } : {}), kindName: msg[`kind_${String(r.kind)}` as keyof typeof msg] ?? r.kind, at: wallText(wallMs(r.at as string)), endAt: r.endAt ? wallText(wallMs(r.endAt as string)) : null, ackAt: r.ackAt ? wallText(wallMs(r.ackAt as string)) : null, value: Number(r.value) })),
        total, current, size,
      });
    });
  });

  both('POST', 'alarm/ack', null, async (request) => {
    const id = String(params(request).id ?? '');
    if (!/^\d{1,18}$/.test(id)) throw badRequest(msg.alarmNotFound);
    const session = sessionOf(request);
    // A person's alarm is acknowledged by those who may see people only.
    const [alarm] = await db.tenant(session.tenantId, (sql) => sql.query<{ device_kind: DeviceKind }>('SELECT device_kind FROM gps_alarm WHERE id = $1::bigint', [id]));
    if (alarm) await mayAsk(request, alarm.device_kind);
    return db.tenant(session.tenantId, async (sql) => {
      const rows = await sql.query(`UPDATE gps_alarm SET ack_user = $2, ack_at = $3 WHERE id = $1::bigint AND ack_at IS NULL RETURNING id`, [id, session.userId, wallText(wallNow())]);
      if (!rows.length) {
        const exists = await sql.query('SELECT 1 FROM gps_alarm WHERE id = $1::bigint', [id]);
        if (!exists.length) throw notFound(msg.alarmNotFound);
      }
      return ok({ id }, msg.alarmAcked);
    });
  });

  // The shell's address / coordinate call (spec §7): converts between WGS-84, GCJ-02 and BD-09.
  app.get('/vortexapi/rest/lbs/geoconvert/v2', { preHandler: ctx.requireSession }, async (request) => {
    const p = params(request);
    const [lon, lat] = coordinateOf(p);
    const systems: Record<string, Parameters<typeof gcoord.transform>[1]> = { WGS84: gcoord.WGS84, GCJ02: gcoord.GCJ02, BD09: gcoord.BD09 };
    const from = systems[String(p.from ?? 'WGS84').toUpperCase()];
    const to = systems[String(p.to ?? 'GCJ02').toUpperCase()];
    if (!from || !to) throw badRequest(msg.coordSystemInvalid);
    const [x, y] = gcoord.transform([lon, lat], from, to) as [number, number];
    const address = await db.tenant(sessionOf(request).tenantId, (sql) => addressOf(sql, lon, lat));
    return ok({ lon: Math.round(x * 1e6) / 1e6, lat: Math.round(y * 1e6) / 1e6, address });
  });
}
