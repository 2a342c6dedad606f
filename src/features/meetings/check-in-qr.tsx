import { Alert, Space, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { toDataURL } from 'qrcode';
import { use, useMemo } from 'react';
import { checkInCode } from '@/contract/calls/my';
import type { GatheringKind } from '@/contract/check-in';
import { useCallQuery } from '@/store/use-call';
import { useMeetingText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

/** One rendering per link: the QR image is made in the browser (qrcode), never fetched. */
const images = new Map<string, Promise<string>>();
const imageOf = (link: string) => {
  let image = images.get(link);
  if (!image) images.set(link, (image = toDataURL(link, { width: 320, margin: 2, errorCorrectionLevel: 'M' })));
  return image;
};

function QrImage({ link, alt }: { link: string; alt: string }) {
  const src = use(imageOf(link));
  return <img src={src} alt={alt} width={240} height={240} style={{ maxWidth: '100%', height: 'auto' }} />;
}

/**
 * The QR code a gathering's staff show in the room: its link is signed by the server and good for the
 * check-in window (an hour before the start to two hours after, a standard matter).
 */
export function CheckInQr({ kind, id }: { kind: GatheringKind; id: number | undefined }) {
  const { t } = useMeetingText();
  const { data, error } = useCallQuery(checkInCode, id ? { kind, id } : skipToken);
  const link = useMemo(() => (data ? new URL(data.link, window.location.origin).toString() : ''), [data]);
  if (error) return <Alert type="info" title={(error as { message?: string }).message} showIcon />;
  if (!data) return null;
  return (
    <section aria-labelledby="check-in-qr" data-testid="check-in-qr" style={{ marginBottom: 16 }}>
      <Typography.Title level={5} id="check-in-qr">
        {t('checkInQr')}
      </Typography.Title>
      <Space align="start" wrap>
        <QrImage link={link} alt={t('checkInQr')} />
        <div>
          <Typography.Paragraph>
            {t('checkInWindow', {
              from: formatInstant(data.opensAt),
              to: formatInstant(data.closesAt, 'HH:mm'),
            })}
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: link }}>
            <a href={link} data-testid="check-in-link">
              {t('checkInLink')}
            </a>
          </Typography.Paragraph>
        </div>
      </Space>
    </section>
  );
}
