import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The keys personal data is stored under (SM4, 128 bits), and the one key of the blind index (HMAC-SM3)
 * through which exact searches find a value without decrypting every row. Several data keys may be present:
 * a value names the key it was written under, new writes take the newest, and a rotation re-encrypts the
 * rest. The blind-index key never rotates with them: uniqueness and search stand on it.
 */
export interface DataKeyFile {
  indexKey: string;
  dataKeys: { id: string; key: string; createdAt: string }[];
}

export interface DataKey {
  id: string;
  key: Buffer;
}

export class DataKeys {
  private byId = new Map<string, DataKey>();
  private newestKey!: DataKey;
  private index!: Buffer;

  constructor(
    content: DataKeyFile,
    /** The file the keys came from: read again when a value names a key not yet known (a rotation elsewhere). */
    readonly file?: string,
  ) {
    this.take(content);
  }

  private take(content: DataKeyFile): void {
    const index = Buffer.from(content.indexKey ?? '', 'hex');
    if (index.length < 16) throw new Error('data key file: indexKey must be at least 16 bytes in hex');
    if (!content.dataKeys?.length) throw new Error('data key file: no data key');
    for (const k of content.dataKeys) {
      const key = Buffer.from(k.key, 'hex');
      if (key.length !== 16 || !/^[A-Za-z0-9]{1,16}$/.test(k.id))
        throw new Error(`data key file: key ${k.id} must have an alphanumeric id and 16 bytes in hex`);
      this.byId.set(k.id, { id: k.id, key });
    }
    this.index = index;
    const last = content.dataKeys[content.dataKeys.length - 1];
    this.newestKey = this.byId.get(last.id)!;
  }

  get newest(): DataKey {
    return this.newestKey;
  }

  get indexKey(): Buffer {
    return this.index;
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  key(id: string): DataKey {
    let k = this.byId.get(id);
    if (!k && this.file && fs.existsSync(this.file)) {
      this.take(readKeyFile(this.file));
      k = this.byId.get(id);
    }
    if (!k) throw new Error(`data key ${id} is not in the key file`);
    return k;
  }

  private seenMtime = 0;

  /** Reads the file again when it changed (a rotation added a key): new writes then take the newest. */
  reloadIfChanged(): void {
    if (!this.file || !fs.existsSync(this.file)) return;
    const mtime = fs.statSync(this.file).mtimeMs;
    if (this.seenMtime && mtime !== this.seenMtime) this.take(readKeyFile(this.file));
    this.seenMtime = mtime;
  }
}

export function readKeyFile(file: string): DataKeyFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DataKeyFile;
}

export function newDataKey(): DataKeyFile['dataKeys'][number] {
  return {
    id: crypto.randomBytes(4).toString('hex'),
    key: crypto.randomBytes(16).toString('hex'),
    createdAt: new Date().toISOString(),
  };
}

export function newKeyFile(): DataKeyFile {
  return { indexKey: crypto.randomBytes(32).toString('hex'), dataKeys: [newDataKey()] };
}

/** Writes a key file readable by its owner only, atomically (a rename), so that no reader sees half of it. */
export function writeKeyFile(file: string, content: DataKeyFile): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Where the keys are: the configured file, else the one generated into the data directory on first start. */
export function dataKeyFilePath(opts: { file?: string; dataDir: string }): string {
  return opts.file ? path.resolve(opts.file) : path.join(opts.dataDir, 'data-keys.json');
}

/**
 * The configured key file (which must exist), or the data directory's, generated on first start. Two
 * processes starting at once on one directory agree: the second reads what the first wrote.
 */
export function loadDataKeys(opts: { file?: string; dataDir: string }): DataKeys {
  const file = dataKeyFilePath(opts);
  if (opts.file) return new DataKeys(readKeyFile(file), file);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${JSON.stringify(newKeyFile(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return new DataKeys(readKeyFile(file), file);
}

let installed: DataKeys | undefined;

/** The process's keys, set once at start (main, the test server, the command line tools). */
export function installDataKeys(keys: DataKeys): void {
  installed = keys;
}

/**
 * The keys in use. A process that did not install any (a seed run by a tool) reads them as the server
 * would: `APP_DATA_KEY_FILE`, else the data directory's file.
 */
export function dataKeys(): DataKeys {
  installed ??= loadDataKeys({
    file: process.env.APP_DATA_KEY_FILE || undefined,
    dataDir: path.resolve(process.env.DATA_DIR || './data'),
  });
  return installed;
}
