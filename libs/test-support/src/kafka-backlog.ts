import { Kafka, logLevel, type Admin } from 'kafkajs';

// How long a suite waits for members of the group left by an earlier suite (a system stopped a
// moment ago, or a process killed with SIGKILL, whose session lapses after 10 s) to be gone.
const EMPTY_GROUP_TIMEOUT_MS = 45_000;

const liveMembers = async (admin: Admin, groupId: string): Promise<string[]> => {
  const { groups } = await admin.describeGroups([groupId]);
  const group = groups.find((candidate) => candidate.groupId === groupId);
  if (!group || group.state === 'Empty' || group.state === 'Dead') return [];
  return group.members.map((member) => `${member.clientId}@${member.clientHost}`);
};

// Events other suites published while no member of a service's consumer group ran wait in the
// shared topics; a suite or bench that wants only its own events starts after them. The broker
// refuses to move a live group's offsets, so this first waits for the group to have no member.
export const skipConsumerBacklog = async (groupId: string, topics: string[]): Promise<void> => {
  const admin = new Kafka({ clientId: `${groupId}-backlog-skipper`, brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const deadline = Date.now() + EMPTY_GROUP_TIMEOUT_MS;
    let lastProblem = '';
    for (;;) {
      try {
        const members = await liveMembers(admin, groupId);
        if (members.length === 0) {
          for (const topic of topics) await admin.resetOffsets({ groupId, topic, earliest: false });
          return;
        }
        lastProblem = `the group still has members: ${members.join(', ')}`;
      } catch (error: unknown) {
        // A broker just started answers "coordinator not available" for a while; a member may
        // join between the check and the reset: both pass.
        lastProblem = (error as Error).message;
      }
      if (Date.now() > deadline) throw new Error(`Could not skip the backlog of consumer group '${groupId}' within ${EMPTY_GROUP_TIMEOUT_MS / 1000} s: ${lastProblem}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await admin.disconnect();
  }
};
