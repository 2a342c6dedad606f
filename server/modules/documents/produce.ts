import type { FastifyInstance } from 'fastify';
import { resourceCalls } from '../../../src/contract/calls/resource';
import {
  DOCUMENT_KINDS,
  documentKindsOf,
  type DocumentKind,
  type DocumentKindName,
} from '../../../src/contract/documents';
import { say } from '../../../src/contract/messages/message';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { renderDocx } from '../../lib/docx';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Binding } from '../resources/binding';
import { dictLookup } from '../resources/dict-lookup';
import { reachFor, refuseUnreached } from '../resources/entity-access';
import { getRecord } from '../resources/query';
import { KIND_VALUES } from './kind-values';
import { personalData, recordValues } from './record-values';
import { sendDocx } from './send-docx';
import { currentTemplate } from './template-store';

const labelsOf = (k: DocumentKind) => ({ zh: k.label[0], en: k.label[1], es: k.label[2] });

/**
 * `/api/<entity>/document` for every entity that offers documents: the record is read as its detail is
 * (same scope, same reach), worded, filled into the kind's current template and sent as .docx.
 */
export function registerDocumentProduction(
  app: FastifyInstance,
  services: Services,
  bindingOf: (entity: string) => Binding,
): void {
  const entities = [...new Set(DOCUMENT_KINDS.map((k) => k.entity))];
  for (const entity of entities) {
    const b = bindingOf(entity);
    const kinds = documentKindsOf(entity);
    bindCall(app, services, resourceCalls(b.def).document, {
      handler: async ({ db, user, body, reply, audit }) => {
        const kind = kinds.find((k) => k.kind === body.kind);
        if (!kind) throw badRequest(say('document.unknownKind', { kind: body.kind }), 'kind');
        const record = await getRecord(db, b, bindingOf, user!, body.id);
        if (!record) throw notFound();
        const reach = await reachFor(db, user!, b.def);
        if (!reach.all) refuseUnreached(reach, record[reach.field]);
        const [label, personal] = await Promise.all([dictLookup(db), personalData(db, b, body.id)]);
        const own = recordValues(b, record, personal, label, user!);
        const extra = await KIND_VALUES[kind.kind as DocumentKindName]({
          db,
          user: user!,
          record,
          personal,
          label,
          sealId: body.sealId,
        });
        const { file } = await currentTemplate(db, kind);
        let docx: Buffer;
        try {
          docx = renderDocx(file, { ...own, ...extra.values });
        } catch {
          throw conflict(say('document.renderFailed', { kind: labelsOf(kind) }));
        }
        audit({ recordId: body.id, after: { kind: kind.kind, sealUseId: extra.sealUseId } });
        const title = String(record[b.def.titleField] ?? body.id);
        sendDocx(reply, `${kind.label[0]}-${title}.docx`, docx);
        return RAW_REPLY;
      },
    });
  }
}
