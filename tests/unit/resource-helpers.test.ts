import { describe, expect, it } from 'vitest';
import { fileNameOf } from '@/api/resource';
import { PRIVILEGES } from '@/contract';
import { memberEntity, orgEntity } from '@/contract/resource';
import { entityAccess } from '@/components/resource/access';
import { cleanFilters } from '@/components/resource/filter-form';
import { initialValues, savePayload, wireValue } from '@/components/resource/form-values';
import { buildColumns, nestRows } from '@/components/resource/list-columns';
import { resolveSections } from '@/components/resource/sections';
import { unitTree } from '@/components/resource/use-org-units';
import { stageDues } from '@/features/member/development-rules';
import { deriveFromIdNumber } from '@/features/member/id-derived';

const field = (name: string) => memberEntity.fields.find((f) => f.name === name)!;

describe('resource helpers', () => {
  it('shows write and export buttons by the entity privileges', () => {
    expect(entityAccess(memberEntity, [])).toEqual({ write: false, export: false });
    expect(entityAccess(memberEntity, [PRIVILEGES.memberWrite])).toEqual({ write: true, export: false });
    expect(entityAccess(orgEntity, [PRIVILEGES.memberWrite, PRIVILEGES.export])).toEqual({
      write: false,
      export: true,
    });
  });

  it('reads the export file name from Content-Disposition, RFC 5987 form first', () => {
    expect(fileNameOf(`attachment; filename="member.xlsx"; filename*=UTF-8''%E5%85%9A%E5%91%98.xlsx`, 'x.xlsx')).toBe(
      '党员.xlsx',
    );
    expect(fileNameOf('attachment; filename="plain.xlsx"', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(undefined, 'x.xlsx')).toBe('x.xlsx');
  });

  it('drops blank filters and trims text', () => {
    expect(
      cleanFilters({ name: ' 张 ', empNo: '', sex: null, joinedOn: [null, null], orgId: 4, status: undefined }),
    ).toEqual({ name: '张', orgId: 4 });
    expect(cleanFilters({ joinedOn: ['2020-01-01', null] })).toEqual({ joinedOn: ['2020-01-01', null] });
  });

  it('sends typed fields only, blanks as null, with id and version on update', () => {
    expect(wireValue(field('name'), '  ')).toBeNull();
    const body = savePayload(
      memberEntity,
      { name: ' 王五 ', age: 30, sex: '1', empNo: '', lostContact: false },
      { id: 3, version: 7 },
    );
    expect(body).toEqual({ id: 3, version: 7, name: '王五', empNo: null, lostContact: false });
  });

  it('keeps a masked value out of an update but not out of a create', () => {
    expect(savePayload(memberEntity, { idNumber: '410102********1234' }, { id: 1, version: 1 })).toEqual({
      id: 1,
      version: 1,
    });
    expect(savePayload(memberEntity, { idNumber: '410102199001011234' })).toEqual({ idNumber: '410102199001011234' });
  });

  it('starts a new record with its defaults and switches off', () => {
    const values = initialValues(memberEntity, undefined, { orgId: 4 });
    expect(values.orgId).toBe(4);
    expect(values.lostContact).toBe(false);
    expect('age' in values).toBe(false);
  });

  it('makes list columns of the definition, sortable where it says so, with extra columns after a named field', () => {
    const columns = buildColumns({
      entity: orgEntity,
      label: (f) => f.label.en,
      extra: [{ after: 'fullMemberCount', column: { key: 'warnings', title: 'Warnings' } }],
      sort: { field: 'approvedOn', order: 'desc' },
    });
    expect(columns.map((c) => c.key)).toEqual([
      'name',
      'code',
      'type',
      'parentId',
      'unitName',
      'approvedOn',
      'secretary',
      'demonstration',
      'memberCount',
      'fullMemberCount',
      'warnings',
    ]);
    expect(columns.find((c) => c.key === 'approvedOn')).toMatchObject({ sorter: true, sortOrder: 'descend' });
    expect(columns.find((c) => c.key === 'code')?.sorter).toBeUndefined();
  });

  it('nests the rows of a page under their parents, keeping orphans as roots', () => {
    const rows = nestRows(
      [
        { id: 1, version: 1, parentId: null },
        { id: 2, version: 1, parentId: 1 },
        { id: 3, version: 1, parentId: 2 },
        { id: 7, version: 1, parentId: 99 },
      ],
      'parentId',
    ) as { id: number; children?: { id: number; children?: { id: number }[] }[] }[];
    expect(rows.map((r) => r.id)).toEqual([1, 7]);
    expect(rows[0].children?.[0].children?.[0].id).toBe(3);
    expect(rows[1].children).toBeUndefined();
  });

  it('groups fields in sections and puts the rest in a last one', () => {
    const sections = resolveSections(memberEntity, [{ fields: ['name', 'idNumber'] }]);
    expect(sections[0].fields.map((f) => f.name)).toEqual(['name', 'idNumber']);
    expect(sections[1].fields).toHaveLength(memberEntity.fields.length - 2);
  });

  it('nests organisations by parent; one whose parent is out of scope is a root', () => {
    const tree = unitTree([
      { id: 5, parentId: 1, name: '分公司党委', shortName: null, type: '2', level: 2 },
      { id: 8, parentId: 5, name: '支部', shortName: null, type: '4', level: 3 },
      { id: 9, parentId: 5, name: '支部二', shortName: null, type: '4', level: 3 },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].value).toBe(5);
    expect(tree[0].children.map((c) => c.title)).toEqual(['支部', '支部二']);
  });

  it('derives birth date, sex and age from a 15- or 18-digit ID number', () => {
    const today = new Date(2026, 10, 21);
    expect(deriveFromIdNumber({ idNumber: '11010519491231002X' }, today)).toEqual({
      birthDate: '1949-12-31',
      sex: '2',
      age: 76,
    });
    expect(deriveFromIdNumber({ idNumber: '110105491231001' }, today)).toEqual({
      birthDate: '1949-12-31',
      sex: '1',
      age: 76,
    });
    expect(deriveFromIdNumber({ idNumber: '1101054912' }, today)).toEqual({ birthDate: null, sex: null, age: null });
  });

  it('turns the statutory time rules into due dates', () => {
    const dues = stageDues({
      appliedOn: '2024-03-01',
      activistOn: '2024-05-01',
      probationOn: '2025-09-01',
      extendedMonths: 6,
      approvedOn: '2025-10-01',
    });
    expect(dues[0].dueOn).toBe('2024-04-01');
    expect(dues[1].dueOn).toBe('2025-05-01');
    expect(dues[3]).toMatchObject({ rule: 'probation', dueOn: '2027-03-01' });
    expect(stageDues({ probationOn: '2025-09-01' })[3]).toMatchObject({ rule: 'approval', dueOn: '2025-12-01' });
    expect(stageDues({ appliedOn: '2024-03-01', talkedOn: '2024-03-10' })[0].dueOn).toBeUndefined();
  });
});
