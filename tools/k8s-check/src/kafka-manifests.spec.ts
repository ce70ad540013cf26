import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './code-facts';
import {
  GENERATE_COMMAND,
  TOPICS_FILE,
  topicsYaml,
  USERS_FILE,
  usersYaml,
} from './kafka-manifests';

// The committed Kafka manifests are what the generator writes from the code: a new contract or
// consumer fails here until `npx nx run @app/k8s-check:generate-kafka` has run.
describe.each([
  [TOPICS_FILE, topicsYaml],
  [USERS_FILE, usersYaml],
])('%s', (file, render) => {
  it(`is what \`${GENERATE_COMMAND}\` writes`, () => {
    const committed = readFileSync(join(WORKSPACE_ROOT, file), 'utf8');
    expect(
      committed === render() ? 'up to date' : `${file} is stale: run ${GENERATE_COMMAND}`,
    ).toBe('up to date');
  });
});
