import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { AppError, ErrorCode } from '../../domain/errors';
import { IMAGE_MAX_BYTES } from '../../domain/catalogue/image';

/** One optional file (the picture) and a few short text fields: anything more is refused. */
const LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 40,
  fieldSize: 16 * 1024,
  parts: 41,
  headerPairs: 200,
} as const;

/**
 * Multipart for the routes registered in this scope only (the rest of the API stays JSON).
 * Call inside an encapsulated plugin.
 */
export async function enableMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: LIMITS });
}

export type UploadedFile = { field: string; filename: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

type CodedError = { code?: unknown; statusCode?: unknown };

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as CodedError | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.IMAGE_INVALID);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(ErrorCode.VALIDATION, { message: 'Expected a multipart form' });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError(ErrorCode.VALIDATION, { message: 'The form has too many or too large parts' });
  }
  return new AppError(ErrorCode.VALIDATION, { message: 'The form could not be read' });
}

/**
 * Reads the whole form into memory (the limits keep it small). A repeated field keeps its
 * first value; a second file or a file under another name than `fileField` is refused.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField || file) throw new AppError(ErrorCode.VALIDATION, { message: `Only one file, named ${fileField}` });
        // An empty file input still sends a part with no bytes: that is "no new file".
        if (bytes.length > 0) file = { field: part.fieldname, filename: part.filename, bytes };
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw refusal(error);
  }
  return { fields, file };
}
