import { describe, expect, it } from 'vitest';
import { foundFor, type FileItem } from '../../src/app/work/activitySearch';
import type { TaskRead } from '../../src/app/work/work';

const task = (name: string, status: 'open' | 'closed', description: string | null = null) => ({ task_Name: name, status, task_Description: description }) as TaskRead;
const tasks = [task('Call the carrier', 'open', 'About the renewal'), task('Send the forms', 'closed'), task('Renew the binder', 'open')];
const files: FileItem[] = [{ file_Reference_Id: 'f1', name: 'binder.pdf', description: null, uploaded_Date: '2026-01-02' }];
const names = (tab: 'open' | 'closed' | 'all', search = '', found = files) =>
  foundFor(tab, search, tasks, found).map((f) => (f.kind === 'task' ? f.task.task_Name : f.file.name));

describe("'Search Activities and Files'", () => {
  it('shows open or closed tasks on their tabs, and tasks and files under All', () => {
    expect(names('open')).toEqual(['Call the carrier', 'Renew the binder']);
    expect(names('closed')).toEqual(['Send the forms']);
    expect(names('all')).toEqual(['Call the carrier', 'Send the forms', 'Renew the binder', 'binder.pdf']);
  });

  it('finds tasks by name or description, whatever the case (files are found by the server)', () => {
    expect(names('open', 'RENEW')).toEqual(['Call the carrier', 'Renew the binder']);
    expect(names('all', ' send ', [])).toEqual(['Send the forms']);
  });
});
