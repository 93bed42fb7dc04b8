import { describe, expect, it } from 'vitest';
import { dispositionName } from '../../src/app/api/download';

describe('dispositionName: the name a download is saved under', () => {
  it("prefers the UTF-8 name, falls back to the plain one, and to nothing", () => {
    expect(dispositionName(`attachment; filename="Family  plan.pdf"; filename*=UTF-8''Family%20%F0%9F%8F%A0%20plan.pdf`)).toBe('Family 🏠 plan.pdf');
    expect(dispositionName('attachment; filename="Best options.pdf"')).toBe('Best options.pdf');
    expect(dispositionName(`attachment; filename="Plain.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('Plain.pdf');
    expect(dispositionName('attachment')).toBeUndefined();
    expect(dispositionName(null)).toBeUndefined();
  });
});
