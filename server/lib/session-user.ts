/** Who is asking, resolved from the token on every call. */
export interface SessionUser {
  sessionId: number;
  accountId: number;
  account: string;
  name: string;
  orgId: number;
  orgPath: string;
  orgLevel: number;
  orgName: string;
  memberId: number | null;
  roleId: number;
  roleValue: string;
  privileges: Set<string>;
  /** Path prefixes of every subtree the user may see: their role's data scope, plus any granted. */
  scopePaths: string[];
  /** Those of scopePaths that cover the organisation alone, not its subtree (data scope 'own organisation'). */
  exactPaths?: string[];
  /** Ids of every organisation in those subtrees: lets queries filter by an indexed column. */
  scopeOrgIds: number[];
  /** The absolute menu paths the role holds (what its rights are checked against), read with the session. */
  menuPaths: ReadonlySet<string>;
  /** When the current token stops being valid at the latest. */
  expiresAt: Date;
}

/** True when an organisation path lies in one of the user's subtrees. */
export function inScope(user: Pick<SessionUser, 'scopePaths' | 'exactPaths'>, orgPath: string): boolean {
  return user.scopePaths.some((p) => (user.exactPaths?.includes(p) ? orgPath === p : orgPath.startsWith(p)));
}
