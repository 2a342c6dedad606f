import type { PartyStats } from '../../../src/contract/calls/party-stats';
import type { Language } from '../../../src/contract/constants';
import { wordingIn } from '../../../src/contract/messages/message';
import { formsToXlsx, type PrintableForm } from '../resources/export-xlsx';

/**
 * The annual party statistics as the printed forms: a sheet per table, each group a bold line with its
 * total and its categories under it, in the caller's language (the forms are filed in Chinese).
 */
export async function partyStatsToXlsx(stats: PartyStats, language: Language): Promise<Buffer> {
  const w = wordingIn(language);
  const forms: PrintableForm[] = stats.tables.map((t) => ({
    name: t.label[language],
    title: w('stats.sheet.title', { table: t.label[language] }),
    heading: [
      w('stats.sheet.scope', { org: stats.org.name }),
      w('stats.sheet.asOf', { asOf: stats.asOf, from: stats.yearStart }),
      w(t.unit === 'members' ? 'stats.sheet.unitMembers' : 'stats.sheet.unitOrgs'),
    ],
    columns: [
      { header: w('stats.sheet.item'), width: 48 },
      { header: w('stats.sheet.count'), width: 14 },
    ],
    rows: t.groups.flatMap((g) => [
      { cells: [g.label[language], g.total], heading: true },
      ...g.items.map((i) => ({ cells: [`\u3000${i.label[language]}`, i.n] })),
      ...(g.unexplained ? [{ cells: [`\u3000${w('stats.sheet.unexplained')}`, g.unexplained.n] }] : []),
    ]),
    footer: [w('stats.sheet.reporter'), w('stats.sheet.head'), w('stats.sheet.clerk'), w('stats.sheet.date')],
  }));
  return formsToXlsx(forms);
}
