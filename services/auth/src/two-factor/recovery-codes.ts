import { randomInt } from 'node:crypto';

// Recovery codes look like 'abcd-efgh-ijkl': 12 random lower-case letters (about 56 bits),
// shown once and stored only as sha256 digests of the normalised form.
export const RECOVERY_CODE_COUNT = 10;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const randomGroup = (): string =>
  Array.from({ length: GROUP_LENGTH }, () => LETTERS[randomInt(LETTERS.length)]).join('');

export const generateRecoveryCode = (): string =>
  Array.from({ length: GROUPS }, randomGroup).join('-');

export const generateRecoveryCodes = (count = RECOVERY_CODE_COUNT): string[] => {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
};

// What the user typed, in the stored form: case, spaces and dashes do not matter. undefined when it
// cannot be a recovery code.
export const normaliseRecoveryCode = (input: string): string | undefined => {
  const letters = input.toLowerCase().replace(/[\s-]/g, '');
  if (!new RegExp(`^[a-z]{${GROUPS * GROUP_LENGTH}}$`).test(letters)) return undefined;
  return letters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-');
};
