import { ENTITY_BY_NAME } from '../../../src/contract/resource/index';
import { entityScenario } from './entity-write-scenarios';
import { OTHER_SCENARIOS } from './other-write-scenarios';
import type { WriteScenario } from './write-scenarios';

/**
 * How to make a write call of the route table succeed: the entity calls from the definitions, the
 * others from what each needs; undefined when nothing knows (the coverage tests name such a call).
 */
export function scenarioFor(url: string): WriteScenario | undefined {
  const m = /^\/api\/(\w+)\/(\w+)$/.exec(url);
  const def = m ? ENTITY_BY_NAME[m[1]] : undefined;
  return (def && entityScenario(def, m![2])) ?? OTHER_SCENARIOS[url];
}
