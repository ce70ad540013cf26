// Prints the closing line of `npm test`: 'tests: N passed, N failed' over every Jest run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(process.argv[2] ?? '.cache/test-results', 'results.jsonl');
const runs = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
const total = runs.reduce((sum, run) => ({ passed: sum.passed + run.passed, failed: sum.failed + run.failed, skipped: sum.skipped + run.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`(${runs.length} Jest runs${process.env.NX_SKIP_NX_CACHE ? '' : '; projects answered from the Nx cache are not counted'})`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
