import { mutate } from 'swr';

const fileLists = ['/v1/files', '/v1/cases/file'];

/** Reads every file list on screen again (after an upload, an edit or a removal). */
export const refreshFileLists = () => mutate((key) => typeof key === 'string' && fileLists.some((path) => key.startsWith(path)));
