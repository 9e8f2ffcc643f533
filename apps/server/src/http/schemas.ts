/** JSON-schema fragments shared by the routes. Extra properties are allowed (packing modes add them). */
export const text = (maxLength = 200, minLength = 1) => ({ type: 'string', minLength, maxLength }) as const;
export const optionalText = (maxLength = 200) => ({ type: 'string', maxLength }) as const;

/** What the client sends for a password: lowercase hex SHA-256 of what was typed (spec §5). */
export const hashedPassword = { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } as const;

/** Identity fields the packing modes attach; checked against the session by authenticate(). */
export const identity = {
  tenantId: optionalText(64),
  userId: optionalText(64),
  token: optionalText(256),
  access_token: optionalText(256),
} as const;

export function object(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', properties, required } as const;
}
