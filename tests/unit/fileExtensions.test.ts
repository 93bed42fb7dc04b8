import { describe, expect, it } from 'vitest';
import { acceptedExtensions as browserExtensions, chooseFile, isValidFile } from '../../src/app/files/chooseFile';
import { acceptedExtensions as serverExtensions } from '../../src/server/modules/files/formats';

const file = (name: string, bytes = 'x') => new File([bytes], name);

describe('the extensions an upload takes', () => {
  it('are the same in the browser and on the server (DECISIONS 46)', () => {
    expect([...browserExtensions].sort()).toEqual([...serverExtensions].sort());
  });

  it('are checked in the browser by the name’s last extension, any case, and a file must have bytes', () => {
    expect(isValidFile(file('Loss Runs.PDF'))).toBe(true);
    expect(isValidFile(file('report.pdf.exe'))).toBe(false);
    expect(isValidFile(file('logo.svg'))).toBe(false);
    expect(isValidFile(file('pdf'))).toBe(false);
    expect(isValidFile(file('empty.pdf', ''))).toBe(false);
  });

  it('take one file at a time, and say why others were left', () => {
    const a = file('a.pdf');
    expect(chooseFile([])).toEqual({ problem: undefined });
    expect(chooseFile([a])).toEqual({ file: a, problem: undefined });
    expect(chooseFile([file('x.exe')])).toEqual({ problem: 'noneValid' });
    expect(chooseFile([a, file('x.exe')])).toEqual({ problem: 'unsupported' });
    expect(chooseFile([a, file('b.docx')])).toEqual({ file: a, problem: 'several' });
  });
});
