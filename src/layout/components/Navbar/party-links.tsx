import { partySiteLink } from '@/api/party';
import { runtimeConfig } from '@/api/runtime-config';
import { useTranslation } from '@/components/use-translation';
import { useCallQuery } from '@/store/use-call';
import { getPartySite } from '@/contract/calls/system';
import { useAppSelector } from '@/store/hooks';

/** The party-building site's address with the user's token, fetched ahead so a click opens the tab at once. */
export function usePartySiteLink(): string | undefined {
  const token = useAppSelector((s) => s.session.token);
  // A popup opened after an await is blocked, so the address must be known before the click.
  const answer = useCallQuery(getPartySite, undefined);
  const base = answer.isError ? undefined : answer.data;
  return base ? partySiteLink(base, token) : undefined;
}

/** 'Enter group party building' (a new tab) and 'back to portal', on the navbar of a wide screen. */
export function PartyLinks({ partySite }: { partySite?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {partySite && (
        <a className="right-menu-item navbar-link" href={partySite} target="_blank" rel="noopener noreferrer">
          {t('navbar.partySite')}
        </a>
      )}
      <a className="right-menu-item navbar-link" href={runtimeConfig().portalUrl}>
        {t('navbar.portal')}
      </a>
    </>
  );
}
