// Google's REST APIs answer proto3 JSON: an empty list or a zero number is left out, so an
// account without locations lists as {} (clients must treat a missing list as empty).
export const withoutDefaults = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => !(Array.isArray(value) && value.length === 0) && value !== 0 && value !== undefined)) as Partial<T>;
