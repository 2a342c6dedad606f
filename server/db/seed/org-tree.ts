/** The demo group: one group committee, four company committees, general branches and branches. */
export interface SeedOrg {
  code: string;
  name: string;
  shortName: string;
  type: string;
  /** The work unit it is set up in, where the seed cannot tell it from the tree. */
  unit?: string;
  children?: SeedOrg[];
}

const branch = (code: string, name: string, type = '3'): SeedOrg => ({
  code,
  name,
  shortName: name.replace(/党支部$/, ''),
  type,
});

function company(n: number, cname: string, fleets: string[], depot: string): SeedOrg {
  const code = `C${n}`;
  return {
    code,
    name: `${cname}党委`,
    shortName: cname,
    type: '1',
    children: [
      branch(`${code}-JG`, `${cname}机关党支部`),
      ...fleets.map((fleet, i) => ({
        code: `${code}-F${i + 1}`,
        name: `${fleet}党总支`,
        shortName: fleet,
        type: '2',
        children: [
          branch(`${code}-F${i + 1}-1`, `${fleet}第一党支部`),
          branch(`${code}-F${i + 1}-2`, `${fleet}第二党支部`),
        ],
      })),
      branch(`${code}-D`, `${depot}党支部`),
    ],
  };
}

export const ORG_TREE: SeedOrg = {
  code: 'G',
  name: '公交客运集团党委',
  shortName: '集团党委',
  type: '1',
  children: [
    {
      code: 'G-ZZB',
      name: '集团机关党总支',
      shortName: '集团机关',
      type: '2',
      unit: '公交客运集团机关',
      children: [branch('G-ZZB-1', '集团机关第一党支部'), branch('G-ZZB-2', '集团机关第二党支部')],
    },
    company(1, '第一客运分公司', ['一车队', '二车队'], '北郊场站'),
    company(2, '第二客运分公司', ['三车队', '四车队'], '南湖场站'),
    company(3, '第三客运分公司', ['五车队', '六车队'], '东站场站'),
    company(4, '保修分公司', ['一保修车间'], '西区保养场'),
  ],
};
