import { skipToken } from '@reduxjs/toolkit/query/react';
import { selfCheckIns } from '@/contract/calls/my';
import type { GatheringKind } from '@/contract/check-in';
import { useCallQuery } from '@/store/use-call';

/** The members who checked in themselves by the QR code, for the attendance table to mark. */
export function useSelfCheckIns(kind: GatheringKind, id: number | undefined): Set<number> {
  const { data } = useCallQuery(selfCheckIns, id ? { kind, id } : skipToken);
  return new Set((data?.records ?? []).map((r) => r.memberId));
}
