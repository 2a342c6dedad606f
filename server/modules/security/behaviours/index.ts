import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { accountBehaviour } from './account';
import { roleBehaviour } from './role';
import { sealBehaviour } from './seal';
import { sealUseBehaviour } from './seal-use';

/** What only the security area's entities do, handed to the generic calls (see modules/index.ts). */
export const SECURITY_BEHAVIOURS: AreaBehaviours = {
  account: accountBehaviour,
  role: roleBehaviour,
  seal: sealBehaviour,
  sealUse: sealUseBehaviour,
};
