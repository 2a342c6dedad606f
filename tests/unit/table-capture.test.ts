import { describe, expect, it } from 'vitest';
import { captureTables, inParts, knowTables, noteStatement } from '../../server/db/table-capture';

knowTables(['exams', 'questions', 'tasks', 'task_submissions', 'indicators', 'orgs']);

const used = async (work: () => Promise<unknown>) => {
  const { use } = await captureTables(work);
  return { read: [...use.read].sort(), written: [...use.written].sort() };
};

describe('the tables a statement reads and writes', () => {
  it('takes a name after a dot for a column, not the table of that name', async () => {
    expect(
      await used(async () =>
        noteStatement('select "exams"."id", "exams"."questions" from "exams" where "exams"."org_id" = $1'),
      ),
    ).toEqual({ read: ['exams'], written: [] });
    expect(await used(async () => noteStatement('select t.indicators from tasks t'))).toEqual({
      read: ['tasks'],
      written: [],
    });
    // A table named to qualify its own column is still read.
    expect(
      await used(async () =>
        noteStatement('select "questions"."stem" from "questions" where "questions"."id" = any($1)'),
      ),
    ).toEqual({ read: ['questions'], written: [] });
    // A name that is a column but not after a dot reads wider, never narrower.
    expect(await used(async () => noteStatement('select questions from exams'))).toEqual({
      read: ['exams', 'questions'],
      written: [],
    });
  });

  it('has a write statement write its own table and read the others it names', async () => {
    // A column named like a table in the list of an insert is only a wider read.
    expect(
      await used(async () =>
        noteStatement('insert into "exams" ("org_id", "questions") values ($1, $2) returning "id"'),
      ),
    ).toEqual({ read: ['questions'], written: ['exams'] });
    expect(
      await used(async () =>
        noteStatement(
          'update "task_submissions" set "self_score" = (select 1 from tasks t where t.id = "task_submissions"."task_id") where "id" = $1',
        ),
      ),
    ).toEqual({
      read: ['tasks'],
      written: ['task_submissions'],
    });
    expect(
      await used(async () => noteStatement('delete from "questions" where "org_id" in (select id from orgs)')),
    ).toEqual({ read: ['orgs'], written: ['questions'] });
    // One whose table cannot be told writes every table it names.
    expect(await used(async () => noteStatement('truncate exams, questions'))).toEqual({
      read: [],
      written: ['exams', 'questions'],
    });
  });

  it('counts a read as resting on the parts it searched, then on those it found, and on the records it joined', async () => {
    const statement =
      'select * from "task_submissions" left join "tasks" "r_taskId" on "r_taskId"."id" = "task_submissions"."task_id" left join "orgs" on true';
    // Searched by organisation, found one record, joined one task: those parts alone (and the table it did not narrow).
    expect(
      await used(() =>
        inParts(
          'task_submissions',
          [7],
          async () => noteStatement(statement),
          () => ['7/40'],
          () => new Map([['tasks', ['3/12']]]),
        ),
      ),
    ).toEqual({ read: ['orgs', 'task_submissions:7/40', 'tasks:3/12'], written: [] });
    // Nothing found to narrow: the parts searched; no parts searched: the whole table.
    expect(
      await used(() =>
        inParts(
          'task_submissions',
          [7, 8],
          async () => noteStatement(statement),
          () => null,
        ),
      ),
    ).toEqual({ read: ['orgs', 'task_submissions:7', 'task_submissions:8', 'tasks'], written: [] });
    expect(
      await used(() =>
        inParts(
          'task_submissions',
          null,
          async () => noteStatement(statement),
          () => null,
        ),
      ),
    ).toEqual({ read: ['orgs', 'task_submissions', 'tasks'], written: [] });
    // Joined records with none to join (every reference empty): the joined table adds nothing.
    expect(
      await used(() =>
        inParts(
          'task_submissions',
          null,
          async () => noteStatement(statement),
          undefined,
          () => new Map([['tasks', []]]),
        ),
      ),
    ).toEqual({ read: ['orgs', 'task_submissions'], written: [] });
  });
});
