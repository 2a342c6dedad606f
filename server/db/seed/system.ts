import { count, eq, inArray, isNull } from 'drizzle-orm';
import { catalogueByMenuPath, joinRoutePath } from '../../../src/contract/route-catalogue';
import { accounts, indicators, matters, members, menus, orgs, roleMenus, roles, sysCodes } from '../schema/index';
import { writeOplog } from '../../lib/oplog';
import type { AreaSeed } from './area-seed';

/** [code, parent code, name, applies to (indicatorScope), points, measure, scoring guide] */
type Indicator = [string, string | null, string, string, number, string | null, string];

/**
 * The star rating of a branch (100 points) and the annual party-building task of a company (100 points),
 * as a transport group scores them. The highlights block is still being built (its children add up to 8
 * of 10 points): the screen shows that gap as a warning.
 */
const INDICATORS: Indicator[] = [
  ['XJ', null, '星级党支部评定', '2', 100, null, '按各项得分合计评定星级，分数线见标准事项“星级评定分数线”'],
  ['XJ01', 'XJ', '组织建设', '2', 20, null, '支部班子、换届、发展与党员管理'],
  ['XJ0101', 'XJ01', '支部班子健全', '2', 5, null, '书记、组织委员、宣传委员、纪检委员配齐得5分，缺一人扣2分'],
  ['XJ0102', 'XJ01', '按期换届', '2', 5, null, '届满按期换届得5分，超期未换届不得分'],
  ['XJ0103', 'XJ01', '发展党员按期率', '2', 5, 'development', '按发展党员各阶段按期完成率折算'],
  ['XJ0104', 'XJ01', '党员教育管理', '2', 5, null, '流动党员、失联党员管理到位，党员信息及时更新'],
  ['XJ02', 'XJ', '组织生活', '2', 25, null, '三会一课、主题党日、组织生活会'],
  ['XJ0201', 'XJ02', '三会一课达标', '2', 10, 'meetings', '按标准事项会议频次达标率折算，倒班党员补学记录齐全'],
  ['XJ0202', 'XJ02', '主题党日', '2', 5, null, '每月开展主题党日，结合线路运营安排，全年不少于12次'],
  ['XJ0203', 'XJ02', '组织生活会和民主评议', '2', 5, null, '每年召开组织生活会并开展民主评议党员'],
  ['XJ0204', 'XJ02', '会议记录规范', '2', 5, null, '记录要素齐全、签到完整、附件齐备'],
  ['XJ03', 'XJ', '党费管理', '2', 10, null, '收缴与使用'],
  ['XJ0301', 'XJ03', '党费按时足额收缴', '2', 6, 'fees', '按党费收缴率折算，欠缴3个月以上每人扣1分'],
  ['XJ0302', 'XJ03', '党费使用公开', '2', 4, null, '支出经支委会研究并公开'],
  ['XJ04', 'XJ', '学习教育', '2', 15, null, '理论学习与警示教育'],
  ['XJ0401', 'XJ04', '考试合格率', '2', 8, 'exams', '按党员在线考试合格率折算'],
  ['XJ0402', 'XJ04', '警示教育参学', '2', 7, null, '警示教育参学率达到95%得满分'],
  ['XJ05', 'XJ', '岗位建功', '2', 20, null, '党员在运营一线发挥先锋模范作用'],
  ['XJ0501', 'XJ05', '党员先锋岗', '2', 6, null, '设立党员先锋岗、示范线路或先锋车组'],
  ['XJ0502', 'XJ05', '安全行车无责任事故', '2', 4, null, '支部党员全年无责任事故得满分，发生一起扣2分'],
  ['XJ0503', 'XJ05', '乘客满意度', '2', 6, null, '所在线路乘客满意度测评结果折算，有效投诉每件扣1分'],
  ['XJ0504', 'XJ05', '上级部署任务完成', '2', 4, 'tasks', '按上级党组织部署任务的审核得分折算'],
  ['XJ06', 'XJ', '工作亮点', '2', 10, null, '五星支部须有工作亮点'],
  ['XJ0601', 'XJ06', '党建品牌创建', '2', 5, null, '形成有公交特色的党建品牌'],
  ['XJ0602', 'XJ06', '经验做法被上级推广', '2', 3, null, '被集团党委及以上推广的每项得1.5分'],
  ['ND', null, '年度党建工作任务', '1', 100, null, '集团党委年初下达，年终考核'],
  ['ND01', 'ND', '政治建设', '1', 30, null, '理论武装与意识形态'],
  ['ND0101', 'ND01', '“第一议题”学习', '1', 10, null, '党委会、支委会落实“第一议题”制度'],
  ['ND0102', 'ND01', '意识形态工作', '1', 10, null, '落实意识形态工作责任制，车厢、场站宣传阵地管理规范'],
  ['ND0103', 'ND01', '部署任务完成', '1', 10, 'tasks', '按集团党委部署任务的完成得分折算'],
  ['ND02', 'ND', '基层组织建设', '1', 40, null, '支部标准化规范化建设'],
  ['ND0201', 'ND02', '三会一课落实', '1', 15, 'meetings', '所属支部会议频次达标率'],
  ['ND0202', 'ND02', '党费收缴', '1', 10, 'fees', '所属支部党费收缴率'],
  ['ND0203', 'ND02', '发展党员', '1', 15, 'development', '向驾驶员、维修技术骨干倾斜，程序按期合规'],
  ['ND03', 'ND', '党风廉政建设', '1', 30, null, '廉洁从业与警示教育'],
  ['ND0301', 'ND03', '廉洁从业教育', '1', 15, 'exams', '廉洁从业知识测试合格率'],
  ['ND0302', 'ND03', '警示教育', '1', 15, null, '每季度至少开展一次警示教育'],
];

/** The codes of the leaves under a root of the seeded indicator trees, in order: what a demo task scores. */
export const seededLeaves = (root: string): string[] =>
  INDICATORS.filter(([code]) => code.startsWith(root) && !INDICATORS.some(([, parent]) => parent === code)).map(
    ([code]) => code,
  );

/** The seed's own writes, as the operation log keeps them: by 'system', through the call 'seed'. */
const seedEntry = (resource: string, recordId: number | null, after: unknown) =>
  ({ account: 'system', call: 'seed', action: 'seed', resource, recordId, outcome: 200, after }) as const;

const indicatorSeed: AreaSeed = {
  name: 'system',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(indicators))[0].n) === 0,
  async run({ db, orgs: byCode }) {
    const root = byCode.get('G');
    // What the group's own seed wrote before any area: one line per table, so the log starts complete.
    const tables = [
      ['org', orgs],
      ['member', members],
      ['account', accounts],
      ['role', roles],
      ['privilege', menus],
      ['sysCode', sysCodes],
      ['matter', matters],
    ] as const;
    for (const [resource, table] of tables) {
      const [{ n }] = await db.select({ n: count() }).from(table);
      await writeOplog(db, seedEntry(resource, null, { rows: Number(n) }));
    }
    const ids = new Map<string, number>();
    for (const [i, [code, parent, name, appliesTo, points, measure, guide]] of INDICATORS.entries()) {
      const values = {
        code,
        name,
        appliesTo,
        points: String(points),
        measure,
        guide,
        sort: i,
        enabled: true,
        parentId: parent ? ids.get(parent)! : null,
        orgId: root?.id ?? null,
      };
      const [row] = (await db
        .insert(indicators)
        .values(values as never)
        .returning()) as { id: number }[];
      ids.set(code, row.id);
      await writeOplog(db, seedEntry('indicator', row.id, row));
    }
  },
};

/**
 * The menu's English and Spanish labels, for entries that have none yet: on a new group and on one
 * seeded before the labels existed. Edited labels are never overwritten.
 */
const menuLabelSeed: AreaSeed = {
  name: 'menu labels',
  isEmpty: async (db) =>
    (await db.select({ id: menus.id }).from(menus).where(isNull(menus.labelEn)).limit(1)).length > 0,
  async run({ db }) {
    const rows = await db
      .select({
        id: menus.id,
        parentId: menus.parentId,
        path: menus.path,
        labelEn: menus.labelEn,
        labelEs: menus.labelEs,
      })
      .from(menus)
      .orderBy(menus.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const absolute = (r: (typeof rows)[number]): string => {
      const parent = r.parentId ? byId.get(r.parentId) : undefined;
      return parent ? joinRoutePath(absolute(parent), r.path) + (r.path ? '' : '/') : joinRoutePath('', r.path);
    };
    const catalogue = catalogueByMenuPath();
    let given = 0;
    for (const r of rows) {
      const label = catalogue.get(absolute(r))?.label;
      if (!label || (r.labelEn && r.labelEs)) continue;
      given++;
      await db
        .update(menus)
        .set({ labelEn: r.labelEn ?? label.en, labelEs: r.labelEs ?? label.es })
        .where(eq(menus.id, r.id));
    }
    if (given) await writeOplog(db, seedEntry('privilege', null, { labelled: given }));
  },
};

/** The menu rows by absolute path, an index child keeping its closing slash (as catalogueByMenuPath names them). */
async function menusByPath(db: Parameters<AreaSeed['isEmpty']>[0]) {
  const rows = await db
    .select({ id: menus.id, parentId: menus.parentId, path: menus.path, sort: menus.sort })
    .from(menus);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (r: (typeof rows)[number]): string => {
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    return parent ? joinRoutePath(absolute(parent), r.path) + (r.path ? '' : '/') : joinRoutePath('', r.path);
  };
  return new Map(rows.map((r) => [absolute(r), r]));
}

/** Hidden detail screens of the catalogue that a menu seeded by an earlier version lacks. */
async function missingDetails(db: Parameters<AreaSeed['isEmpty']>[0]) {
  const have = await menusByPath(db);
  return {
    have,
    missing: [...catalogueByMenuPath()].filter(
      ([path, e]) =>
        e.hidden && e.meta?.activeMenu && !have.has(path) && have.has(path.slice(0, path.lastIndexOf('/'))),
    ),
  };
}

/**
 * A detail screen added to the catalogue since a group was seeded (the emergency report's own route):
 * it joins the menu under its group, given to every role that holds the list it belongs to.
 */
const menuDetailSeed: AreaSeed = {
  name: 'menu details',
  isEmpty: async (db) => (await missingDetails(db)).missing.length > 0,
  async run({ db }) {
    const { have, missing } = await missingDetails(db);
    for (const [path, e] of missing) {
      const group = have.get(path.slice(0, path.lastIndexOf('/')))!;
      const list = have.get(e.meta!.activeMenu!);
      const [row] = await db
        .insert(menus)
        .values({
          parentId: group.id,
          path: e.path,
          label: e.label.zh,
          labelEn: e.label.en,
          labelEs: e.label.es,
          hidden: true,
          sort: list?.sort ?? group.sort,
        } as never)
        .returning({ id: menus.id });
      const holders = list
        ? await db
            .select({ roleId: roleMenus.roleId })
            .from(roleMenus)
            .where(inArray(roleMenus.menuId, [list.id]))
        : [];
      if (holders.length) await db.insert(roleMenus).values(holders.map((h) => ({ roleId: h.roleId, menuId: row.id })));
      await writeOplog(db, seedEntry('privilege', row.id, { path, roles: holders.length }));
    }
  },
};

export const SYSTEM_SEEDS: AreaSeed[] = [menuLabelSeed, menuDetailSeed, indicatorSeed];
