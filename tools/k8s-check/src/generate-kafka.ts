import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './code-facts';
import { TOPICS_FILE, topicsYaml, USERS_FILE, usersYaml } from './kafka-manifests';

// Writes k8s/base/kafka-topics.yaml and kafka-users.yaml from the contracts and the code:
// `npx nx run @app/k8s-check:generate-kafka` after adding a request, an event or a consumer.
for (const [file, text] of [
  [TOPICS_FILE, topicsYaml()],
  [USERS_FILE, usersYaml()],
] as const) {
  writeFileSync(join(WORKSPACE_ROOT, file), text);
  process.stdout.write(`wrote ${file}\n`);
}
