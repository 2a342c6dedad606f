import { decryptText, encryptText, DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../src/contract/cipher';
import { createCipher } from '../server/lib/aes';

export interface CipherFigures {
  envelopeBytes: number;
  /** encrypt + decrypt of one envelope per second. */
  nodeOpsPerSec: number;
  cryptoJsOpsPerSec: number;
  ratio: number;
}

/** A typical answer: one page of the member list in its envelope, about 2 KB of JSON. */
export function typicalEnvelope(): string {
  const records = Array.from({ length: 9 }, (_, i) => ({
    id: 1000 + i,
    name: ['王伟', '李芳', '张娜', '刘敏', '陈静', '杨强', '赵磊', '黄军', '周洋'][i],
    idNumber: `33010619800101${String(100 + i).padStart(3, '0')}X`,
    sex: i % 2 ? '2' : '1',
    age: 40 + i,
    phone: `1380013800${i}`,
    orgId: 12,
    orgName: '一车队第一党支部',
    post: '1',
    memberType: '2',
    joinedOn: '2010-07-01',
    status: '1',
    version: 3,
  }));
  return JSON.stringify({ error_code: 200, error_msg: 'success', data: { records, total: 2481 } });
}

function opsPerSecond(fn: () => void, ms: number): number {
  for (let i = 0; i < 200; i++) fn(); // warm-up: JIT
  let ops = 0;
  const began = performance.now();
  let now = began;
  while (now - began < ms) {
    for (let i = 0; i < 50; i++) fn();
    ops += 50;
    now = performance.now();
  }
  return Math.round((ops / (now - began)) * 1000);
}

/** The envelope cipher on the server (Node's crypto) against the SPA's (crypto-js), same bytes both ways. */
export function runCipherBench(ms = 1500): CipherFigures {
  const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
  const node = createCipher(keys);
  const plain = typicalEnvelope();
  if (node.encrypt(plain) !== encryptText(plain, keys)) throw new Error('the two ciphers disagree');
  const nodeOps = opsPerSecond(() => {
    if (node.decrypt(node.encrypt(plain)).length !== plain.length) throw new Error('round trip failed');
  }, ms);
  const jsOps = opsPerSecond(() => {
    if (decryptText(encryptText(plain, keys), keys).length !== plain.length) throw new Error('round trip failed');
  }, ms);
  return {
    envelopeBytes: Buffer.byteLength(plain),
    nodeOpsPerSec: nodeOps,
    cryptoJsOpsPerSec: jsOps,
    ratio: Math.round((nodeOps / jsOps) * 10) / 10,
  };
}
