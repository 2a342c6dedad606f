import { readFile } from 'node:fs/promises';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { memberDevelopmentEntity } from '@/contract/resource';
import { entityRoutes } from '@/contract/entity-routes';
import { DOCUMENT_TEMPLATES_MENU } from '@/contract/documents';
import { defaultTemplate } from '../../server/modules/documents/template-store';
import { dataRows } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();

const KIND = 'Notice: development object';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The default notice with its main document changed. */
function notice(change: (xml: string) => string): Buffer {
  const zip = new PizZip(defaultTemplate('devNoticeTarget'));
  zip.file('word/document.xml', change(zip.file('word/document.xml')!.asText()));
  return zip.generate({ type: 'nodebuffer' });
}

describe('documents from editable templates against the real server', () => {
  it('refuses a template without a required placeholder, takes a good one, and a record makes its document from it', async () => {
    const { page } = await signedIn(suite, 'admin');
    await visit(page, suite.server.baseUrl, DOCUMENT_TEMPLATES_MENU);
    const row = page.getByRole('group', { name: KIND, exact: true });
    const uploadFrom = async (name: string, buffer: Buffer) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        row.getByRole('button', { name: 'Upload replacement' }).click(),
      ]);
      await chooser.setFiles({ name, mimeType: DOCX, buffer });
    };

    // Without {activistOn}: refused, the missing placeholder named, nothing kept.
    await uploadFrom(
      'lacking.docx',
      notice((xml) => xml.replace('{activistOn}', '2023年6月1日')),
    );
    await expect
      .poll(() => page.getByText('The template lacks required placeholders: {activistOn}').isVisible())
      .toBe(true);
    expect(
      await page
        .getByRole('row', { name: new RegExp(KIND) })
        .getByText('Default')
        .isVisible(),
    ).toBe(true);

    // Every placeholder kept and a line added: taken, and shown as the replacement in use.
    await uploadFrom(
      'notice-2026.docx',
      notice((xml) =>
        xml.replace('<w:sectPr>', '<w:p><w:r><w:t>经{orgName}支委会研究的新模板</w:t></w:r></w:p><w:sectPr>'),
      ),
    );
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: new RegExp(KIND) })
          .getByText('notice-2026.docx')
          .isVisible(),
      )
      .toBe(true);

    // A development record's screen makes the notice from the new template.
    await visit(page, suite.server.baseUrl, entityRoutes(memberDevelopmentEntity).list);
    await dataRows(page).first().getByRole('button', { name: 'View' }).click();
    const heading = page.getByRole('heading', { level: 3 });
    await expect.poll(() => heading.textContent()).not.toBe('');
    const name = (await heading.textContent())!;
    await page.getByRole('button', { name: 'Documents' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: KIND }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const xml = new PizZip(await readFile((await download.path())!)).file('word/document.xml')!.asText();
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain(`关于拟确定${name}同志为发展对象的公示`);
    expect(text).toMatch(/经.+党支部支委会研究的新模板/);
  });
});
