import type { EndpointDefinition, EndpointInput, HttpMethod } from './types';

/**
 * Turns a partial definition into a complete one. The default method is GET, or POST when
 * the definition asks for a body-carrying entity (form or JSON) without naming a method.
 */
export function defineEndpoint(input: EndpointInput | string): EndpointDefinition {
  const spec: EndpointInput = typeof input === 'string' ? { url: input } : input;
  const method: HttpMethod = spec.method ?? (spec.entity === 'json' || spec.entity === 'form' ? 'post' : 'get');
  return {
    ...spec,
    method,
    pack: spec.pack ?? 'none',
    entity: spec.entity ?? (method === 'get' ? 'query' : 'json'),
  };
}

/** Defines a family of endpoints at once, keeping the keys for typed access. */
export function createEndpoints<K extends string>(
  inputs: Record<K, EndpointInput | string>,
  shared: Partial<Omit<EndpointInput, 'url'>> & { baseUrl?: string } = {},
): Record<K, EndpointDefinition> {
  const { baseUrl = '', ...defaults } = shared;
  const out = {} as Record<K, EndpointDefinition>;
  for (const key of Object.keys(inputs) as K[]) {
    const raw: EndpointInput | string = inputs[key];
    const spec: EndpointInput = typeof raw === 'string' ? { url: raw } : raw;
    out[key] = defineEndpoint({ ...defaults, ...spec, url: joinUrl(baseUrl, spec.url) });
  }
  return out;
}

function joinUrl(base: string, path: string): string {
  if (!base || /^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
