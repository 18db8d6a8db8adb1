import sharp from 'sharp';

/** Multipart bodies and generated images for the API tests of uploads. */
interface Part {
  name: string;
  value?: string;
  filename?: string;
  data?: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined)
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), part.data ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body of text fields only. */
export const formFields = (fields: Record<string, string>) =>
  multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } });
export const makePng = (w = 640, h = 768) => solid(w, h).png().toBuffer();
export const makeJpeg = (w = 640, h = 640) =>
  solid(w, h)
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .jpeg()
    .toBuffer();
export const makeGif = (w = 64, h = 64) => solid(w, h).gif().toBuffer();
