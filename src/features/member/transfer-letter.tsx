import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import type { ResourceRecord } from '@/api/resource';
import { securityApi, type TransferLetter } from '@/api/security';
import { useResourceText } from '@/components/resource';
import { TransferLetterSheet } from './transfer-letter-sheet';

const WORDS = {
  zh: {
    print: '打印介绍信',
    confirm: '打印将加盖开具组织的印章，并登记一条用印记录。继续？',
    title: '党员组织关系介绍信',
    send: '打印',
  },
  en: {
    print: 'Print letter',
    confirm: "Printing places the issuing organisation's seal and records one use of it. Go on?",
    title: 'Membership transfer letter',
    send: 'Print',
  },
  es: {
    print: 'Imprimir carta',
    confirm: 'Imprimir estampa el sello de la organización emisora y registra un uso. ¿Continuar?',
    title: 'Carta de traslado',
    send: 'Imprimir',
  },
};

/** Prints a transfer out's introduction letter under the issuing organisation's seal; the server records the use first. */
export function TransferLetterButton({ record }: { record: ResourceRecord }) {
  const { language } = useResourceText();
  const w = WORDS[language];
  const [letter, setLetter] = useState<TransferLetter | null>(null);
  const [busy, setBusy] = useState(false);
  if (record.direction !== 'out') return null;
  const open = async () => {
    setBusy(true);
    try {
      setLetter(await securityApi.printTransferLetter(record.id));
    } catch {
      /* the request layer showed why (no seal, suspended, not the keeper) */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Popconfirm title={w.confirm} onConfirm={() => void open()}>
        <Button icon={<PrinterOutlined />} loading={busy}>
          {w.print}
        </Button>
      </Popconfirm>
      <Modal
        open={letter !== null}
        title={w.title}
        width="calc(210mm + 64px)"
        onCancel={() => setLetter(null)}
        okText={w.send}
        onOk={() => window.print()}
        centered
      >
        <div className="letter-print">{letter && <TransferLetterSheet letter={letter} />}</div>
      </Modal>
    </>
  );
}
