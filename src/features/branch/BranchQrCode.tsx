/**
 * The branch's QR code (spec part 2 §2 "QR code"): its public booking address, drawn in the
 * browser (uqr, nothing fetched) as an SVG, shown with the address and printed alone on a page
 * through the print portal, for the counter or the window.
 */
import { useMemo } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { encode } from 'uqr';
import { publicBookingUrl } from '../../domain/branch/booking-url';
import { usePrint } from '../../components/use-print';
import './branch-qr-print.css';

/** The code's dark modules as one path, one square per module. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return parts.join('');
}

export function QrCodeSvg(props: { text: string; size: number; label: string }) {
  const qr = useMemo(() => encode(props.text, { ecc: 'M', border: 2 }), [props.text]);
  return (
    <svg role="img" aria-label={props.label} width={props.size} height={props.size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}

type QrSheet = { url: string; name: string };

function QrPrintSheet({ sheet }: { sheet: QrSheet }) {
  const { t } = useLingui();
  const url = sheet.url;
  return (
    <div className="branch-qr-sheet">
      <h1>{sheet.name}</h1>
      <p>{t`Scan to book your appointment`}</p>
      <QrCodeSvg text={url} size={360} label={t`QR code of ${url}`} />
      <p className="branch-qr-url">{sheet.url}</p>
    </div>
  );
}

export function BranchQrCode(props: { code: string; name: string }) {
  const { t } = useLingui();
  const url = publicBookingUrl(window.location.origin, props.code);
  const printer = usePrint<QrSheet>((sheet) => <QrPrintSheet sheet={sheet} />, { className: 'print-branch-qr' });
  return (
    <Stack align="center" gap="sm">
      <Title order={2} size="h4">
        {props.name}
      </Title>
      <QrCodeSvg text={url} size={240} label={t`QR code of ${url}`} />
      <Text size="sm" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
        {url}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t`Customers scan it to book online. The address stays the same, so a printed code keeps working.`}
      </Text>
      <Group>
        <Button onClick={() => printer.print({ url, name: props.name })}>{t`Print`}</Button>
      </Group>
      {printer.portal}
    </Stack>
  );
}
