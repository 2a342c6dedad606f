import { useEffect, useState } from 'react';
import { useTranslation } from '@/components/use-translation';
import { getPartySiteAddress, partySiteLink } from '@/api/party';
import { runtimeConfig } from '@/api/runtime-config';
import { useAppSelector } from '@/store/hooks';

/** 'Enter group party building' (a new tab, address from getIp plus the token) and 'back to portal'. */
export function PartyLinks() {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.session.token);
  const [base, setBase] = useState<string>();

  useEffect(() => {
    // Fetched ahead so that the click opens the tab at once (a popup opened after an await is blocked).
    getPartySiteAddress()
      .then((res) => setBase(res.data))
      .catch(() => setBase(undefined));
  }, []);

  return (
    <>
      {base && (
        <a className="right-menu-item navbar-link" href={partySiteLink(base, token)} target="_blank" rel="noopener noreferrer">
          {t('navbar.partySite')}
        </a>
      )}
      <a className="right-menu-item navbar-link" href={runtimeConfig().portalUrl}>
        {t('navbar.portal')}
      </a>
    </>
  );
}
