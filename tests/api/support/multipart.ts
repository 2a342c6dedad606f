import { encryptText } from '../../../src/contract/cipher';
import type { TestServer } from './test-app';

/** Sends one file as multipart/form-data, with the call's payload encrypted in the `data` query parameter. */
export async function uploadFile(
  s: TestServer,
  url: string,
  token: string,
  file: { name: string; content: Buffer; type?: string },
  payload?: unknown,
  /** The language the answer's messages are read in: Chinese unless named. */
  language = 'zh',
) {
  const boundary = `----party${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const body = Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const query: Record<string, string> =
    payload === undefined
      ? {}
      : { data: encryptText(JSON.stringify(payload), { key: s.config.aesKey, iv: s.config.aesIv }) };
  const res = await s.app.inject({
    method: 'POST',
    url,
    query,
    headers: {
      authorization: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
}
