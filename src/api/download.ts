import { request } from './request';

/** Saves a blob under its file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The file download of SPEC section 7: GET url with fileName and accessPath, the answer a blob. */
export async function downloadFile(url: string, fileName: string, accessPath: string): Promise<void> {
  const response = (await request.get(url, { params: { fileName, accessPath }, responseType: 'blob' })) as {
    data: Blob;
  };
  saveBlob(response.data, fileName);
}
