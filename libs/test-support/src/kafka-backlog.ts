import { Kafka, logLevel, type Admin } from 'kafkajs';
import { EVENTS, REQUESTS, type TServiceName } from '@app/contracts';
import { ensureTopics } from '@app/service-kit';

// How long a suite waits for members of the group left by an earlier suite (a system stopped a
// moment ago, or a process killed with SIGKILL, whose session lapses after 10 s) to be gone.
const EMPTY_GROUP_TIMEOUT_MS = 45_000;

const liveMembers = async (admin: Admin, groupId: string): Promise<string[]> => {
  const { groups } = await admin.describeGroups([groupId]);
  const group = groups.find((candidate) => candidate.groupId === groupId);
  if (!group || group.state === 'Empty' || group.state === 'Dead') return [];
  return group.members.map((member) => `${member.clientId}@${member.clientHost}`);
};

type TLatest = { topic: string; partitions: { partition: number; high: string }[] }[];

// Commits the latest offset of every partition of the topics for the (empty) group. kafkajs'
// admin.resetOffsets joins the group once per topic; this joins once for all of them: a paused
// member seeks each partition and commits those offsets explicitly before it leaves.
const commitLatestOffsets = async (kafka: Kafka, admin: Admin, groupId: string, topics: string[]): Promise<TLatest> => {
  const latest = await Promise.all(topics.map(async (topic) => ({ topic, partitions: await admin.fetchTopicOffsets(topic) })));
  // Its partitions are paused at once, and kafkajs waits maxWaitTimeInMs before reporting a fetch
  // of paused partitions: short, or each skip costs kafkajs' default 5 s.
  const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1_000, maxWaitTimeInMs: 50, allowAutoTopicCreation: false });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics, fromBeginning: false });
    await new Promise<void>((resolve, reject) => {
      consumer.on(consumer.events.FETCH, () => resolve());
      consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: () => Promise.resolve() }).catch(reject);
      consumer.pause(topics.map((topic) => ({ topic })));
      for (const { topic, partitions } of latest) {
        for (const { partition, high } of partitions) consumer.seek({ topic, partition, offset: high });
      }
    });
    await consumer.commitOffsets(
      latest.flatMap(({ topic, partitions }) => partitions.map(({ partition, high }) => ({ topic, partition, offset: high }))),
    );
  } finally {
    await consumer.disconnect();
  }
  return latest;
};

// Partitions whose committed offset is still behind what was meant to be committed.
const behind = async (admin: Admin, groupId: string, latest: TLatest): Promise<string[]> => {
  const committed = await admin.fetchOffsets({ groupId, topics: latest.map(({ topic }) => topic) });
  return latest.flatMap(({ topic, partitions }) =>
    partitions
      .filter(({ partition, high }) => {
        const offset = committed.find((entry) => entry.topic === topic)?.partitions.find((entry) => entry.partition === partition)?.offset;
        return offset === undefined || BigInt(offset) < BigInt(high);
      })
      .map(({ partition }) => `${topic}[${partition}]`),
  );
};

// Runs `attempt` with one admin client every 500 ms until it answers null (done), or throws with
// the last problem it named once EMPTY_GROUP_TIMEOUT_MS have passed. An attempt that throws is a
// problem too: a broker just started answers "coordinator not available" for a while, and a
// member may join between a check and a commit.
const retryWithAdmin = async (clientId: string, attempt: (kafka: Kafka, admin: Admin) => Promise<string | null>, failure: (problem: string) => string): Promise<void> => {
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const deadline = Date.now() + EMPTY_GROUP_TIMEOUT_MS;
    for (;;) {
      let problem: string | null;
      try {
        problem = await attempt(kafka, admin);
      } catch (error: unknown) {
        problem = (error as Error).message;
      }
      if (problem === null) return;
      if (Date.now() > deadline) throw new Error(failure(problem));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await admin.disconnect();
  }
};

// Events other suites published while no member of a service's consumer group ran wait in the
// shared topics; a suite or bench that wants only its own events starts after them. The broker
// refuses to move a live group's offsets, so this first waits for the group to have no member.
//
// It also leaves the group a committed offset on every partition. A group without one starts at
// the latest offset of its first fetch, so on a new broker an event published just after the
// service joined could be skipped; a suite that publishes at once would then wait in vain.
export const skipConsumerBacklog = async (groupId: string, topics: string[]): Promise<void> => {
  // On a new broker the topics do not exist until a service starts: create them first.
  await ensureTopics({ brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',') }, `${groupId}-backlog-skipper`);
  await retryWithAdmin(
    `${groupId}-backlog-skipper`,
    async (kafka, admin) => {
      const members = await liveMembers(admin, groupId);
      if (members.length > 0) return `the group still has members: ${members.join(', ')}`;
      // Checked, not assumed: an event a suite does not expect must never reach it.
      const missed = await behind(admin, groupId, await commitLatestOffsets(kafka, admin, groupId, topics));
      return missed.length === 0 ? null : `offsets not committed for ${missed.slice(0, 5).join(', ')}`;
    },
    (problem) => `Could not skip the backlog of consumer group '${groupId}' within ${EMPTY_GROUP_TIMEOUT_MS / 1000} s: ${problem}`,
  );
};

// Waits until no member of an earlier system is left in the groups: a caller's reply group (a
// process stopped a moment ago, or killed, stays a member until its session lapses), which a new
// caller would otherwise wait to join for a whole rebalance while its first calls time out.
export const waitForEmptyGroups = (groupIds: string[]): Promise<void> =>
  retryWithAdmin(
    'empty-group-waiter',
    async (_kafka, admin) => {
      const busy = (await Promise.all(groupIds.map(async (groupId) => ((await liveMembers(admin, groupId)).length > 0 ? groupId : undefined)))).filter(Boolean);
      return busy.length === 0 ? null : busy.join(', ');
    },
    (busy) => `Groups still have members of an earlier system after ${EMPTY_GROUP_TIMEOUT_MS / 1000} s: ${busy}`,
  );

// A service's two consumer groups: its requests (`<service>.requests`) and its events (`<service>`).
export const skipServiceBacklog = async (service: TServiceName): Promise<void> => {
  const requests = REQUESTS.filter((request) => request.service === service).map((request) => request.topic);
  await Promise.all([skipConsumerBacklog(`${service}.requests`, requests), skipConsumerBacklog(service, EVENTS.map((event) => event.topic))]);
};
