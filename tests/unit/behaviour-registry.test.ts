import { describe, expect, it } from 'vitest';
import { bindingOf } from '../../server/modules/resources/index';
import { registerBehaviours } from '../../server/modules/resources/behaviour-registry';
import { AFFAIRS_BEHAVIOURS } from '../../server/modules/affairs/behaviours/index';
import { voteBehaviour } from '../../server/modules/affairs/behaviours/vote';

describe('behaviours that areas register', () => {
  it("refuses to run an entity's calls before its area has registered what only it does", () => {
    expect(() => bindingOf('exam').behaviour).toThrow(/exam: its area has registered no behaviour/);
  });

  it("answers the area's behaviour through the entity's binding once registered", () => {
    registerBehaviours(AFFAIRS_BEHAVIOURS);
    expect(bindingOf('vote').behaviour).toBe(voteBehaviour);
    // Every server built in the same process registers the same behaviour again.
    expect(() => registerBehaviours(AFFAIRS_BEHAVIOURS)).not.toThrow();
  });

  it('refuses a second, different behaviour for the same entity', () => {
    registerBehaviours(AFFAIRS_BEHAVIOURS);
    expect(() => registerBehaviours({ vote: {} })).toThrow(/vote: two behaviours registered/);
    expect(bindingOf('vote').behaviour).toBe(voteBehaviour);
  });
});
