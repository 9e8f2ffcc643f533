import type { EndpointDefinition, PackMode, Payload, SessionIdentity } from './types';

type Fields = Record<string, unknown>;

/** Adds identity fields to an object or FormData payload, never overwriting caller fields. */
function addFields(payload: Payload, fields: Fields): Payload {
  if (typeof FormData !== 'undefined' && payload instanceof FormData) {
    for (const [key, value] of Object.entries(fields)) {
      if (!payload.has(key) && value !== undefined) payload.append(key, String(value));
    }
    return payload;
  }
  if (Array.isArray(payload)) {
    throw new TypeError('This packing mode adds fields and needs an object payload, not a list');
  }
  return { ...fields, ...(payload ?? {}) };
}

const json = (payload: Payload): string => JSON.stringify(payload ?? {});

/** Packs a payload per the endpoint's mode (platform-shell §7). */
export function packPayload(
  mode: PackMode,
  payload: Payload,
  who: SessionIdentity,
  endpoint?: Pick<EndpointDefinition, 'reqMethod' | 'isJsonP' | 'method'>,
): Payload {
  switch (mode) {
    case 'none':
      return payload;
    case 'identity':
      return addFields(payload, {
        tenantId: who.tenantId,
        userId: who.userId,
        access_token: who.accessToken ?? who.token,
        token: who.token,
      });
    case 'parameters':
      return { parameters: json(payload) };
    case 'authParam':
      return {
        authParam: { tenantId: who.tenantId, userId: who.userId },
        param: payload ?? {},
        reqMethod: endpoint?.reqMethod ?? endpoint?.method?.toUpperCase() ?? 'GET',
        isJsonP: endpoint?.isJsonP ? 1 : 0,
      };
    case 'userName':
      return addFields(payload, { userName: who.userName });
    case 'systemUserId':
      return addFields(payload, { systemUserId: who.systemUserId });
    case 'token':
      return addFields(payload, { token: who.token });
    case 'carDataJson':
      return { carDataJson: json(payload) };
    case 'parametersWithUserId':
      return { parameters: json(payload), userId: who.userId };
  }
}
