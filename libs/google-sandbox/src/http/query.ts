// A query parameter as text ('' when absent or repeated).
export const queryText = (value: unknown): string => (typeof value === 'string' ? value : '');
