import type { RegisteredCall } from '../../../server/lib/call';
import { ENTITY_BY_NAME } from '../../../src/contract/resource/index';
import type { Caller } from './callers';
import { entityScenario } from './entity-write-scenarios';
import { OTHER_SCENARIOS } from './other-write-scenarios';
import type { ScenarioContext, WriteRequest, WriteScenario } from './write-scenarios';

/**
 * How to make a write call of the route table succeed: the entity calls from the definitions, the
 * others from what each needs; undefined when nothing knows (the coverage tests name such a call).
 */
export function scenarioFor(url: string): WriteScenario | undefined {
  const m = /^\/api\/(\w+)\/(\w+)$/.exec(url);
  const def = m ? ENTITY_BY_NAME[m[1]] : undefined;
  return (def && entityScenario(def, m![2])) ?? OTHER_SCENARIOS[url];
}

/** A write call made ready: its scenario and the request that makes it succeed. */
export interface ReadyCall {
  call: RegisteredCall;
  scenario: WriteScenario;
  request: WriteRequest;
}

/**
 * The calls that have a scenario, each made ready in turn (those without are left to the coverage tests);
 * one that could not be made ready is noted in `failed` and skipped.
 */
export async function* readyCalls(
  c: Caller,
  x: ScenarioContext,
  calls: RegisteredCall[],
  failed: string[],
): AsyncGenerator<ReadyCall> {
  for (const call of calls) {
    const scenario = scenarioFor(call.url);
    if (!scenario) continue;
    let request: WriteRequest;
    try {
      request = await scenario.prepare(c, x);
    } catch (err) {
      failed.push(`${call.url}: not made ready: ${(err as Error).message}`);
      continue;
    }
    yield { call, scenario, request };
  }
}
