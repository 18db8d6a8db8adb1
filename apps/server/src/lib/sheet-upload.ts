import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';
import { SHEET_KINDS, type SheetKind } from './sheet-file.ts';

/**
 * The one spreadsheet of a sheet upload: a single file part named `file` and nothing else. A malformed
 * body (no boundary, cut short), a second file or any other part is the caller's mistake: a Korean 400.
 */
export async function readSheetUpload(
  request: FastifyRequest,
  kind: SheetKind,
): Promise<{ buffer: Buffer; filename: string }> {
  const { messages } = SHEET_KINDS[kind];
  if (!request.isMultipart()) throw badRequest(messages.uploadFailed);
  let sheet: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(messages.uploadFailed);
      if (sheet) throw badRequest(messages.oneFile);
      sheet = { buffer: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(messages.uploadFailed);
  }
  if (!sheet) throw badRequest(messages.uploadFailed);
  return sheet;
}
