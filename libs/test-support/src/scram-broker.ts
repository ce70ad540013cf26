import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './infra';
import { freePort, startCommand, waitFor } from './processes';

// A second, throw-away Kafka broker that only speaks SASL/SCRAM-SHA-512, like the Strimzi
// cluster's "scram" listener, for tests of the kit's authentication. It runs from the jars
// scripts/infra.sh resolved for the shared broker, on free ports, with its own data dir.
export type TScramBroker = { brokers: string[]; username: string; password: string; stop: () => Promise<void> };

const LOG4J = join(REPO_ROOT, 'scripts', 'kafka', 'tools-log4j2.properties');

const portAccepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

export const startScramBroker = async (credentials: { username: string; password: string }): Promise<TScramBroker> => {
  // The jars of the shared broker (resolved from Maven Central once; the shared broker may have been
  // started from another checkout, so this checkout asks for its own copy).
  const { stdout } = await promisify(execFile)('bash', [join(REPO_ROOT, 'scripts', 'infra.sh'), 'kafka-libs'], { timeout: 300_000 });
  const kafkaLibs = stdout.trim().split('\n').pop() ?? '';
  if (!existsSync(kafkaLibs)) throw new Error(`scripts/infra.sh kafka-libs printed no folder of jars: ${stdout}`);
  const dir = await mkdtemp(join(tmpdir(), 'nearbly-scram-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const conf = join(dir, 'server.properties');
  const { username, password } = credentials;
  await writeFile(
    conf,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.bootstrap.servers=127.0.0.1:${controllerPort}`,
      'controller.listener.names=CONTROLLER',
      `listeners=SASL_PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=SASL_PLAINTEXT://127.0.0.1:${port}`,
      'inter.broker.listener.name=SASL_PLAINTEXT',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT',
      'sasl.enabled.mechanisms=SCRAM-SHA-512',
      'sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512',
      `listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${username}" password="${password}";`,
      `log.dirs=${join(dir, 'data')}`,
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'share.coordinator.state.topic.replication.factor=1',
      'share.coordinator.state.topic.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      'num.network.threads=1',
      'num.io.threads=2',
    ].join('\n'),
  );
  const java = ['-Xmx256m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', `-Dlog4j2.configurationFile=${LOG4J}`, '-cp', `${kafkaLibs}/*`];
  // The user exists from the first start: SCRAM credentials written into the KRaft metadata.
  await promisify(execFile)('java', [
    ...java,
    'kafka.tools.StorageTool',
    'format',
    '-t',
    'c2NyYW0tdGVzdC1jbHVzdGVy',
    '-c',
    conf,
    '--standalone',
    '--add-scram',
    `SCRAM-SHA-512=[name=${username},password=${password}]`,
  ]);
  const broker = startCommand('scram-kafka', 'java', [...java, 'kafka.Kafka', conf]);
  await waitFor('the SCRAM broker to listen', async () => {
    if (broker.child.exitCode !== null) throw new Error(`The SCRAM broker exited:\n${broker.output()}`);
    return (await portAccepts(port)) ? true : undefined;
  }, 60_000);
  return {
    brokers: [`127.0.0.1:${port}`],
    username,
    password,
    stop: async () => {
      await broker.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
