import { AssignerProtocol, type GroupMember, type GroupMemberAssignment, type PartitionAssigner } from 'kafkajs';

// Replies go to one partition of the caller's reply topic, its "home", named in every request.
// When an instance joins or leaves the reply group, the others must keep their home partitions,
// or replies in flight would be read by another instance (which drops them: it does not know
// their request ids) and their callers would wait in vain. kafkajs' assigners do not keep
// partitions across a rebalance, so this one does: each member announces its home in its join
// metadata, keeps it unless an earlier member (by id) claims the same one, members without a home
// get the lowest free partition, and partitions still free are shared out as extras (read, never
// named as a home), so every partition has a reader.

export const HOME_ASSIGNER_NAME = 'NearblyHomePartition';
const VERSION = 1;

const homeOf = (member: GroupMember): number | undefined => {
  try {
    const { userData } = AssignerProtocol.MemberMetadata.decode(member.memberMetadata) ?? {};
    const home = (JSON.parse(userData?.toString('utf8') || '{}') as { home?: unknown }).home;
    return typeof home === 'number' && Number.isInteger(home) ? home : undefined;
  } catch {
    return undefined;
  }
};

// Pure, for the unit test: members with the home they announce, and the topic's partitions.
export const assignHomes = (members: { memberId: string; home: number | undefined }[], partitions: number[]): Map<string, number[]> => {
  const sorted = [...members].sort((a, b) => a.memberId.localeCompare(b.memberId));
  const free = new Set([...partitions].sort((a, b) => a - b));
  const result = new Map<string, number[]>(sorted.map(({ memberId }) => [memberId, []]));
  const homeless: string[] = [];
  for (const { memberId, home } of sorted) {
    if (home !== undefined && free.has(home)) {
      free.delete(home);
      result.get(memberId)?.push(home);
    } else homeless.push(memberId);
  }
  for (const memberId of homeless) {
    const [next] = free;
    if (next === undefined) break;
    free.delete(next);
    result.get(memberId)?.push(next);
  }
  let index = 0;
  for (const partition of free) {
    const member = sorted[index % sorted.length];
    if (member) result.get(member.memberId)?.push(partition);
    index += 1;
  }
  return result;
};

export const homePartitionAssigner =
  (currentHome: () => number | undefined): PartitionAssigner =>
  ({ cluster }) => ({
    name: HOME_ASSIGNER_NAME,
    version: VERSION,
    assign({ members, topics }): Promise<GroupMemberAssignment[]> {
      const perTopic = topics.map((topic) => ({
        topic,
        homes: assignHomes(
          members.map((member) => ({ memberId: member.memberId, home: homeOf(member) })),
          cluster.findTopicPartitionMetadata(topic).map((metadata) => metadata.partitionId),
        ),
      }));
      return Promise.resolve(
        members.map(({ memberId }) => ({
          memberId,
          memberAssignment: AssignerProtocol.MemberAssignment.encode({
            version: VERSION,
            assignment: Object.fromEntries(perTopic.map(({ topic, homes }) => [topic, homes.get(memberId) ?? []])),
            userData: Buffer.alloc(0),
          }),
        })),
      );
    },
    protocol({ topics }) {
      const home = currentHome();
      return {
        name: HOME_ASSIGNER_NAME,
        metadata: AssignerProtocol.MemberMetadata.encode({
          version: VERSION,
          topics,
          userData: Buffer.from(JSON.stringify(home === undefined ? {} : { home })),
        }),
      };
    },
  });
