import { Writable } from 'node:stream';
import pino from 'pino';
import { correlationMixin } from './logging';
import { runWithCorrelationId } from './request-context';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ mixin: correlationMixin }, stream) };
};

describe('correlationMixin', () => {
  it('adds the correlation id of the running context to every line', async () => {
    const { lines, logger } = capture();
    await runWithCorrelationId('req-0001', async () => {
      await Promise.resolve();
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', correlationId: 'req-0001' });
    expect(lines[1]).toMatchObject({ msg: 'outside' });
    expect(lines[1]).not.toHaveProperty('correlationId');
  });

  it('does not repeat an id the logger already has bound', () => {
    const { logger } = capture();
    const child = logger.child({ correlationId: 'bound-0001' });
    runWithCorrelationId('req-0002', () => {
      expect(correlationMixin({}, 30, child)).toEqual({});
      expect(correlationMixin({}, 30, logger)).toEqual({ correlationId: 'req-0002' });
    });
  });
});
