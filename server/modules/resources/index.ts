import type { FastifyInstance } from 'fastify';
import { ENTITY_BY_NAME } from '../../../src/contract/resource/index';
import { memberDevelopment, memberTransfers, members, orgCommittee, orgTerms, orgs } from '../../db/schema/index';
import type { Services } from '../../lib/services';
import type { Binding } from './binding';
import { registerAccessories } from './accessories';
import { registerCrud } from './crud';
import { memberDevelopmentBehaviour } from './behaviours/member-development';
import { memberTransferBehaviour } from './behaviours/member-transfer';
import { memberBehaviour } from './behaviours/member';
import { orgCommitteeBehaviour } from './behaviours/org-committee';
import { orgTermBehaviour } from './behaviours/org-term';
import { orgBehaviour } from './behaviours/org';

/** Each entity's definition, bound to its table and to what only it does. */
export const BINDINGS: Binding[] = [
  { def: ENTITY_BY_NAME.org, table: orgs, behaviour: orgBehaviour },
  { def: ENTITY_BY_NAME.orgCommittee, table: orgCommittee, behaviour: orgCommitteeBehaviour },
  { def: ENTITY_BY_NAME.orgTerm, table: orgTerms, behaviour: orgTermBehaviour },
  { def: ENTITY_BY_NAME.member, table: members, behaviour: memberBehaviour },
  { def: ENTITY_BY_NAME.memberDevelopment, table: memberDevelopment, behaviour: memberDevelopmentBehaviour },
  { def: ENTITY_BY_NAME.memberTransfer, table: memberTransfers, behaviour: memberTransferBehaviour },
];

const byName = new Map(BINDINGS.map((b) => [b.def.name, b]));

export function bindingOf(name: string): Binding {
  const b = byName.get(name);
  if (!b) throw new Error(`no binding for entity ${name}`);
  return b;
}

export function registerResources(app: FastifyInstance, services: Services): void {
  for (const b of BINDINGS) registerCrud(app, services, b, bindingOf);
  registerAccessories(app, services, (name) => byName.get(name));
}
