import fileSchema from '../../../schemas/file/file.schema.json';

/** The extensions an upload takes, as the server checks them (schemas/file/file.schema.json, DECISIONS 46). */
export const acceptedExtensions: readonly string[] = fileSchema.$defs.extension.enum;

/** The file input's accept list ('.pdf,.doc,...'). */
export const acceptList = acceptedExtensions.map((e) => `.${e}`).join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** A file the browser can send: an accepted extension and some bytes (the server checks what the bytes are). */
export const isValidFile = (file: File) => file.size > 0 && acceptedExtensions.includes(extensionOf(file.name));

export interface Chosen {
  /** the file to upload: the first, when every file given is valid */
  file?: File;
  /** why nothing or not everything is uploaded: some files are not valid, none is, or several valid ones came (the first is taken) */
  problem?: 'unsupported' | 'noneValid' | 'several';
}

/** What a pick or a drop gives the upload: one file at a time, checked by extension before any byte is sent. */
export function chooseFile(files: readonly File[]): Chosen {
  const valid = files.filter(isValidFile);
  if (!valid.length) return { problem: files.length ? 'noneValid' : undefined };
  if (valid.length < files.length) return { problem: 'unsupported' };
  return { file: valid[0], problem: valid.length > 1 ? 'several' : undefined };
}
