// The bare hop (issue 18): what Kafka and kafkajs alone allow on this machine, as the yardstick for
// the transport's figures. Three processes, as in transport.mjs: this one is the load generator
// (autocannon, 20 connections); a caller answers HTTP, either from memory (its floor) or after a
// request/reply through Kafka to a responder that answers at once. Caller and responder use the
// service kit's Kafka client as the services do (one client per process, no-delay sockets, sends
// coalesced per event-loop turn, 5 s fetch waits) and nothing else of it: no Nest, no contracts, no
// validation, no deadlines, no metrics. Prints req/s and p50 of the floor and of the hop (alternated
// over BENCH_ROUNDS rounds, medians) and the CPU of one request per process. Read it beside
// transport.mjs's echo from the same session (`npm run bench` runs both). A run that is killed
// leaves its two bench.bare.* topics behind; nothing reads them.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import serviceKit from '@app/service-kit';
import testSupport from '@app/test-support';
import { brokerPid, cpuMsOf, CpuMeter, ownCpuMs } from './lib/cpu.mjs';
import { median } from './lib/stats.mjs';

const { kafkaRuntime, CONSUMER_TIMINGS } = serviceKit;
const { freePort, waitFor } = testSupport;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
// A new pair of topics each run (3 request partitions and one reply partition, like a service's
// request topic and a lone caller's home partition); deleted at the end.
const RUN = process.env.BARE_RUN ?? randomUUID().slice(0, 8);
const REQUEST_TOPIC = `bench.bare.${RUN}.request`;
const REPLY_TOPIC = `bench.bare.${RUN}.reply`;

// One side's Kafka client: its producer (returned), and a consumer of `topic` (the settings of the
// kit's consumers) that hands every message of a fetch to onMessage, with no offset commits (a new
// group each run).
const connectSide = async (role, topic, onMessage) => {
  const { kafka, producer } = kafkaRuntime({ brokers }, `bench-bare-${role}-${RUN}`);
  await producer.connect();
  const consumer = kafka.consumer({
    groupId: `bench-bare-${role}-${RUN}`,
    ...CONSUMER_TIMINGS,
  });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic] });
  await consumer.run({
    autoCommit: false,
    eachBatch: async ({ batch }) =>
      batch.messages.forEach((message) => onMessage(message, producer)),
  });
  return producer;
};

// The responder: every request is answered at once with its own body, on the reply topic.
const responder = async () => {
  await connectSide('responder', REQUEST_TOPIC, (message, producer) => {
    void producer.send(REPLY_TOPIC, {
      partition: 0,
      value: message.value,
      headers: { id: message.headers.id },
    });
  });
  process.send('ready');
};

// The caller: GET /floor answers from memory; GET /hop answers once the responder's reply arrives.
const caller = async () => {
  const waiting = new Map();
  const producer = await connectSide('caller', REPLY_TOPIC, (message) => {
    const id = message.headers.id.toString();
    waiting.get(id)?.(message.value);
    waiting.delete(id);
  });
  const body = JSON.stringify({ ok: true });
  const server = createServer((request, response) => {
    if (request.url === '/floor') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const id = randomUUID();
    waiting.set(id, (value) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(value),
    );
    void producer.send(REQUEST_TOPIC, { value: body, headers: { id } });
  });
  const port = Number(process.env.BARE_PORT);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.send('ready');
};

const run = (url, duration = SECONDS) =>
  new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: CONNECTIONS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const main = async () => {
  const admin = kafkaRuntime({ brokers }, 'bench-bare-admin').kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: [
      { topic: REQUEST_TOPIC, numPartitions: 3 },
      { topic: REPLY_TOPIC, numPartitions: 1 },
    ],
  });
  const port = await freePort();
  const env = { ...process.env, BARE_RUN: RUN, BARE_PORT: String(port) };
  const start = (role) =>
    new Promise((resolve, reject) => {
      const child = fork(new URL(import.meta.url).pathname, [role], { env });
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`the ${role} exited (${code})`)));
    });
  const children = [await start('responder'), await start('caller')];
  try {
    const base = `http://127.0.0.1:${port}`;
    // The consumers have joined once a hop is answered.
    await waitFor('a first hop', async () => {
      const answer = await Promise.race([
        fetch(`${base}/hop`),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      return answer?.ok ? true : undefined;
    });
    for (const path of ['/floor', '/hop']) await run(`${base}${path}`, 2);

    const broker = brokerPid();
    const readers = {
      caller: () => cpuMsOf(children[1].pid),
      responder: () => cpuMsOf(children[0].pid),
      'kafka broker': () => cpuMsOf(broker),
      'load generator': ownCpuMs,
    };
    const meters = { floor: new CpuMeter(readers), hop: new CpuMeter(readers) };
    const rates = { floor: [], hop: [] };
    const latency = { floor: [], hop: [] };
    const errors = { floor: 0, hop: 0 };
    const answered = { floor: 0, hop: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['floor', 'hop']) {
        meters[name].start();
        const result = await run(`${base}/${name}`);
        meters[name].stop();
        answered[name] += result.requests.total;
        rates[name].push(result.requests.average);
        latency[name].push(result.latency.p50);
        errors[name] += result.errors + result.timeouts + result.non2xx;
      }
    }
    const floor = median(rates.floor);
    console.log(
      `\nBare hop (kafkajs only), ${ROUNDS} rounds of ${SECONDS} s per route, ${CONNECTIONS} connections, ${new Date().toISOString()}`,
    );
    console.table(
      ['floor', 'hop'].map((name) => ({
        route: name === 'floor' ? 'GET /floor (from memory)' : 'GET /hop (Kafka request/reply)',
        'median req/s': Math.round(median(rates[name])),
        'median p50 ms': median(latency[name]),
        errors: errors[name],
        '× floor': (median(rates[name]) / floor).toFixed(2),
      })),
    );
    console.log(
      '\nCPU of one request, µs per process (utime+stime over every round ÷ requests answered):',
    );
    console.table(
      ['floor', 'hop'].map((name) => ({ route: name, ...meters[name].perUnit(answered[name]) })),
    );
  } finally {
    for (const child of children) {
      child.removeAllListeners('exit');
      child.kill('SIGKILL');
    }
    await admin.deleteTopics({ topics: [REQUEST_TOPIC, REPLY_TOPIC] }).catch(() => undefined);
    await admin
      .deleteGroups([`bench-bare-caller-${RUN}`, `bench-bare-responder-${RUN}`])
      .catch(() => undefined);
    await admin.disconnect();
  }
};

const role = process.argv[2];
const entry = role === 'responder' ? responder : role === 'caller' ? caller : main;
entry().catch((error) => {
  console.error(error);
  process.exit(1);
});
