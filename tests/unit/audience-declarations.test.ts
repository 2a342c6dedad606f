import { describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_BY_NAME } from '../../src/contract/resource/index';
import { receiptTable } from '../../server/modules/resources/audience-receipts';

const SENT = ENTITIES.filter((d) => d.audience);

describe('audience declarations', () => {
  it('declares an audience for every record sent down: tasks, arrangements, exams, programmes, votes, announcements, commendation calls, data calls', () => {
    expect(SENT.map((d) => d.name).sort()).toEqual(
      ['article', 'commendationCall', 'dataCall', 'eduProgram', 'exam', 'task', 'vote', 'workArrangement'].sort(),
    );
  });

  it('names target organisations and members by fields of the right kind', () => {
    for (const def of SENT) {
      const a = def.audience!;
      const field = (name: string) => def.fields.find((f) => f.name === name);
      expect(field(a.orgs)?.kind, `${def.name}.${a.orgs}`).toBe('orgs');
      if (a.members)
        expect(field(a.members), `${def.name}.${a.members}`).toMatchObject({ kind: 'refs', ref: 'member' });
      if (a.fullMembersOnly) expect(field(a.fullMembersOnly.field), def.name).toBeDefined();
    }
  });

  it('keeps each receipt in a table that has the record, the target and the time it names', () => {
    for (const def of SENT) {
      const r = receiptTable(def);
      expect(r.parent, `${def.name}: ${def.audience!.receipt.parent}`).toBeDefined();
      expect(r.target, `${def.name}: ${def.audience!.receipt.target}`).toBeDefined();
      if (def.audience!.receipt.at) expect(r.at, `${def.name}: ${def.audience!.receipt.at}`).toBeDefined();
    }
  });

  it('issues a distribution to organisations, one receipt row of an entity each, owned by its target', () => {
    const sent = SENT.filter((d) => d.distribution);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const def of sent) {
      const a = def.audience!;
      expect(a.reaches, def.name).toBe('organisations');
      const receipt = ENTITY_BY_NAME[a.receipt.entity ?? ''];
      expect(receipt?.owner[0], def.name).toBe(a.receipt.target);
    }
  });
});
