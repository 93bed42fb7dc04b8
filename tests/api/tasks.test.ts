import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../setup/days';
import { backends, missingId, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';

for (const backend of backends) {
  describe(`cases and tasks (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let entityId: string;
    let humanId: string;
    let caseId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      entityId = (await t.as(csr.token, { method: 'POST', url: '/v1/entities/upsert', payload: { entity: { name: `Casework ${uniqueName()}` } } })).json().resolved.entity_Reference_Id;
      humanId = (await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Tasha', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
      const opened = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: 'Renewal paperwork', due_Date: day(5) } });
      expect(opened.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success' });
      caseId = opened.json().resolved.irys_Case_Reference_Id;
    });
    afterAll(() => t?.close());

    const get = (url: string, who: Session = csr) => t.as(who.token, { method: 'GET', url });
    const task = (irys_Task: object, data: object[] = []) => ({ irys_Task, data });
    const addTask = (body: object, who: Session = csr) => t.as(who.token, { method: 'POST', url: '/v1/add/task', payload: body });
    const errorsOf = async (body: object) => {
      const response = await addTask(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().responseMessage).toBe(invalidFields);
      return response.json().errors;
    };

    it('creates tasks on a case with assignees, a UTC due time and relations; the case counts its open tasks', async () => {
      const first = await addTask(task(
        { task_Name: 'Call the carrier', task_Description: 'About the renewal', source: 'phone', assignee: [csr.userId], due_Date: `${day(4)}T15:30:00+00:00`, priority: 1, case_Reference_Id: caseId, is_Read: false, status: 'open', task_Type: 'DEFAULT' },
        [{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: entityId, relationship_Code: 'TASK' }, { related_To_Who: 'HUMAN', related_To_Who_Reference_Id: humanId, relationship_Code: 'TASK' }],
      ));
      expect(first.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success', resolved: { version: 1 } });
      await addTask(task({ task_Name: 'Send the forms', source: 'email', assignee: [csr.userId, admin.userId], due_Date: `${day(-1)}T09:00:00-05:00`, case_Reference_Id: caseId }));

      const list = (await get(`/v1/tasks/case?case_Reference_Id=${caseId}&limit=50&page=1&sort=asc`)).json().resolved;
      expect(list.count).toBe(2);
      expect(list.taskForCase.map((x: { task_Name: string }) => x.task_Name)).toEqual(['Send the forms', 'Call the carrier']);
      const [send, call] = list.taskForCase;
      expect(send.due_Date).toBe(`${day(-1)}T14:00:00.000+00:00`);
      expect(send.assignees.map((a: { assignee_Id: string }) => a.assignee_Id).sort()).toEqual([csr.userId, admin.userId].sort());
      expect(call).toMatchObject({
        task_Reference_Id: first.json().resolved.task_Reference_Id, status: 'open', priority: 1, source: 'phone', is_Read: false,
        assignee_Id: csr.userId, assignee_First_Name: 'Carlos', assignee_Last_Name: 'Reyes', case_Reference_Id: caseId,
      });
      expect(call.data).toEqual(expect.arrayContaining([
        { related_To_Who: 'ENTITY', related_To_Who_Reference_Id: entityId, related_To_Who_Name: expect.stringMatching(/^Casework /), related_To_What: null, related_To_What_reference_Id: null, relationship_Code: 'TASK' },
        expect.objectContaining({ related_To_Who: 'HUMAN', related_To_Who_Reference_Id: humanId, related_To_Who_Name: expect.stringMatching(/^Tasha /) }),
      ]));

      const [entityCase] = (await get(`/v1/cases/entity?entity_Reference_Id=${entityId}`)).json().resolved.cases;
      expect(entityCase).toMatchObject({ irys_Case_Reference_Id: caseId, case_Type: 'GENERAL_REQUEST', case_Status: 'new', open_Tasks: 2, is_Priority: false, due_Date: day(5) });
      expect(entityCase.entity_Name).toMatch(/^Casework /);
      expect(entityCase.human_Name).toBeNull();
      expect(entityCase.assignees).toHaveLength(2);
      const humanTasks = (await get(`/v1/tasks/human?human_Reference_Id=${humanId}`)).json().resolved;
      expect(humanTasks.tasks.map((x: { task_Name: string }) => x.task_Name)).toEqual(['Call the carrier']);
    });

    it("names the human a human's case is on (a task added there starts related to them)", async () => {
      const opened = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: humanId, description: 'Address change' } });
      const [humanCase] = (await get(`/v1/cases/human?human_Reference_Id=${humanId}`)).json().resolved.cases;
      expect(humanCase).toMatchObject({ irys_Case_Reference_Id: opened.json().resolved.irys_Case_Reference_Id, module_Type: 'human', entity_Name: null });
      expect(humanCase.human_Name).toMatch(/^Tasha /);
    });

    it('checks the task rules with the spec’s messages', async () => {
      expect(await errorsOf(task({ task_Name: '  ' }))).toEqual([{ field: '/irys_Task/task_Name', message: 'Task name is required' }]);
      expect(await errorsOf({ irys_Task: {} })).toEqual([{ field: '/irys_Task/task_Name', message: 'Task name is required' }]);
      expect(await errorsOf(task({ task_Name: 'Follow up', due_Date: `${day(5)}T10:00:00+00:00` }))).toEqual([{ field: '/irys_Task/assignee', message: 'Assignee is required' }]);
      expect(await errorsOf(task({ task_Name: 'Follow up', assignee: [csr.userId] }))).toEqual([{ field: '/irys_Task/due_Date', message: 'Due date is required' }]);
      expect(await errorsOf(task({ task_Name: 'Follow up', source: 'fax' }))).toEqual([{ field: '/irys_Task/source', message: 'source must be one of phone, client_Portal, email, text, webform, walk_In, other' }]);
      expect(await errorsOf(task({ task_Name: 'Follow up', assignee: [summit.userId], due_Date: `${day(5)}T10:00:00+00:00` }))).toEqual([{ field: '/irys_Task/assignee', message: 'Assignee must be a member of this agency' }]);
      const summitEntity = (await t.as(summit.token, { method: 'POST', url: '/v1/entities/upsert', payload: { entity: { name: 'Summit Casework' } } })).json().resolved.entity_Reference_Id;
      expect(await errorsOf(task({ task_Name: 'Follow up' }, [{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: summitEntity }]))).toEqual([{ field: '/data/0/related_To_Who_Reference_Id', message: 'That entity was not found' }]);
      expect((await addTask(task({ task_Name: 'Follow up', case_Reference_Id: missingId }))).statusCode).toBe(404);
    });

    it('closes and reopens a task at its version; a stale edit answers 412', async () => {
      const created = (await addTask(task({ task_Name: 'Close me', case_Reference_Id: caseId }))).json().resolved;
      const edit = (irys_Task: object) => t.as(csr.token, { method: 'POST', url: '/v1/edit/task', payload: { irys_Task, data: [] } });
      const closed = await edit({ task_Reference_Id: created.task_Reference_Id, version: 1, task_Name: 'Close me', status: 'closed', case_Reference_Id: caseId });
      expect(closed.json()).toMatchObject({ responseMessage: 'Success', resolved: { version: 2 } });
      const stale = await edit({ task_Reference_Id: created.task_Reference_Id, version: 1, task_Name: 'Close me', status: 'open', case_Reference_Id: caseId });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This task was changed by someone else since you opened it. Reload to see the latest details.');
      // the spec's payload carries no version: applied as it stands (last write wins)
      const unversioned = await edit({ task_Reference_Id: created.task_Reference_Id, task_Name: 'Close me', status: 'closed', case_Reference_Id: caseId });
      expect(unversioned.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success', resolved: { version: 3 } });
      const reopened = await edit({ task_Reference_Id: created.task_Reference_Id, version: 3, task_Name: 'Close me', status: 'open', case_Reference_Id: caseId });
      expect(reopened.json().resolved.version).toBe(4);
      const list = (await get(`/v1/tasks/case?case_Reference_Id=${caseId}&limit=50`)).json().resolved.taskForCase;
      expect(list.find((x: { task_Reference_Id: string }) => x.task_Reference_Id === created.task_Reference_Id).status).toBe('open');
    });

    it('toggles the case priority (1 or 0)', async () => {
      const set = await t.as(csr.token, { method: 'PUT', url: '/v1/case/priority', payload: { irys_Case_Reference_Id: caseId, is_Priority: 1 } });
      expect(set.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success', resolved: { is_Priority: true } });
      const [withPriority] = (await get(`/v1/cases/entity?entity_Reference_Id=${entityId}`)).json().resolved.cases;
      expect(withPriority.is_Priority).toBe(true);
      await t.as(csr.token, { method: 'PUT', url: '/v1/case/priority', payload: { irys_Case_Reference_Id: caseId, is_Priority: 0 } });
      const [without] = (await get(`/v1/cases/entity?entity_Reference_Id=${entityId}`)).json().resolved.cases;
      expect(without.is_Priority).toBe(false);
    });

    it("lists the signed-in user's open tasks, overdue first, and finds tasks, assignees and related records", async () => {
      const mine = (await get('/v1/task-assigned?limit=100')).json().resolved.tasks;
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.every((x: { status: string; assignee: string[] }) => x.status === 'open' && x.assignee.includes(csr.userId))).toBe(true);
      const dues = mine.map((x: { due_Date: string | null }) => x.due_Date).filter(Boolean);
      expect(dues).toEqual([...dues].sort());
      expect(mine[0].is_Overdue).toBe(new Date(mine[0].due_Date).getTime() < Date.now());
      expect((await get('/v1/task-assigned', viewer)).json().resolved.tasks).toEqual([]);
      expect((await get('/v1/cases-assigned/opportunity')).json().resolved.cases).toEqual([]);

      const found = (await get('/v1/task/lookup?search=call%20the')).json().resolved.tasks;
      expect(found.map((x: { task_Name: string }) => x.task_Name)).toContain('Call the carrier');
      const staff = (await get('/v1/task/assignees?search=reyes')).json().resolved.assignees;
      expect(staff).toEqual([{ assignee_Id: csr.userId, first_Name: 'Carlos', last_Name: 'Reyes', profile_Image: null }]);
      const who = (await get(`/v1/task/related-to-who?type=Human&search=tasha`)).json().resolved.related_To_Who_Data;
      expect(who).toContainEqual(expect.objectContaining({ reference_Id: humanId, first_Name: 'Tasha', type: 'Human' }));
      expect((await get('/v1/task/related-to-who?type=Entity&search=ca')).statusCode).toBe(400);
    });

    it("asks a due date and an assignee when Follow up required is on, with the dialog's messages", async () => {
      const followUp = { follow_Up_Required: true };
      expect(await errorsOf(task({ task_Name: 'Ring back', metadata: followUp }))).toEqual([
        { field: '/irys_Task/due_Date', message: 'Due date is required' },
        { field: '/irys_Task/assignee', message: 'Assignee is required' },
      ]);
      expect(await errorsOf(task({ task_Name: 'Ring back', metadata: followUp, assignee: [], due_Date: null }))).toEqual(expect.arrayContaining([
        { field: '/irys_Task/due_Date', message: 'Due date is required' },
        { field: '/irys_Task/assignee', message: 'Assignee is required' },
      ]));
      const saved = await addTask(task({ task_Name: 'Ring back', metadata: followUp, assignee: [csr.userId], due_Date: `${day(6)}T16:00:00+00:00` }));
      expect(saved.statusCode).toBe(200);
      expect((await addTask(task({ task_Name: 'No follow up', metadata: { follow_Up_Required: false } }))).statusCode).toBe(200);
    });

    it('searches the signed-in user’s open tasks by name and narrows them by source, priority, due range and a related record’s name', async () => {
      const narrowed = async (query: string) =>
        (await get(`/v1/task-assigned?limit=100&${query}`)).json().resolved.tasks.map((x: { task_Name: string }) => x.task_Name).sort();
      expect(await narrowed('source=phone')).toEqual(['Call the carrier']);
      expect(await narrowed('priority=1')).toEqual(['Call the carrier']);
      expect(await narrowed(`due_Date_From=${day(-1)}&due_Date_To=${day(-1)}`)).toEqual(['Send the forms']);
      expect(await narrowed(`due_Date_From=${day(0)}&due_Date_To=${day(4)}`)).toEqual(['Call the carrier']);
      expect(await narrowed('related_To=tasha')).toEqual(['Call the carrier']);
      expect(await narrowed('related_To=casework')).toEqual(['Call the carrier']);
      expect(await narrowed('search=send%20the')).toEqual(['Send the forms']);
      expect((await get('/v1/task-assigned?priority=2')).statusCode).toBe(400);
      expect((await get('/v1/task-assigned?due_Date_From=tomorrow')).statusCode).toBe(400);
    });

    it("lists the signed-in user's open tasks and open cases together for Activities, overdue first, narrowed where a filter applies", async () => {
      type Activity = { activity_Type: string; name: string };
      const work = async (query = '', who: Session = csr) => (await get(`/v1/work-assigned?limit=100&${query}`, who)).json().resolved;
      const all = await work();
      const shown = all.activities.map((a: Activity) => `${a.activity_Type} ${a.name}`);
      const ours = ['task Send the forms', 'task Call the carrier', 'case Renewal paperwork', 'task Ring back', 'case Address change'];
      expect(shown.filter((a: string) => ours.includes(a))).toEqual(ours);
      expect(all.count).toBe(shown.length);
      expect(all.activities.find((a: Activity) => a.name === 'Renewal paperwork')).toMatchObject({
        activity_Type: 'case', activity_Reference_Id: caseId, due_Date: day(5), is_Overdue: false, source: null, priority: 0, case_Type: 'GENERAL_REQUEST',
        data: [{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: entityId, related_To_Who_Name: expect.stringMatching(/^Casework /) }],
      });
      const narrowed = async (query: string) => (await work(query)).activities.map((a: Activity) => a.name).sort();
      expect(await narrowed('source=phone')).toEqual(['Call the carrier']);
      expect(await narrowed('priority=1')).toEqual(['Call the carrier']);
      expect(await narrowed(`due_Date_From=${day(5)}&due_Date_To=${day(5)}`)).toEqual(['Renewal paperwork']);
      expect(await narrowed('related_To=tasha')).toEqual(['Address change', 'Call the carrier']);
      expect(await narrowed('search=renewal')).toEqual(['Renewal paperwork']);
      expect((await get('/v1/work-assigned?limit=1&page=2')).json().resolved).toMatchObject({ activities: [expect.objectContaining({ name: 'Call the carrier' })], count: shown.length });
      // the admin holds an open task on the CSR's case, so the case is the admin's work too; the viewer has none
      expect((await work('', admin)).activities.map((a: Activity) => a.name)).toEqual(expect.arrayContaining(['Send the forms', 'Renewal paperwork']));
      expect((await work('', admin)).activities.map((a: Activity) => a.name)).not.toContain('Address change');
      expect((await work('', viewer)).activities).toEqual([]);
      expect((await get('/v1/work-assigned?priority=2')).statusCode).toBe(400);
    });

    it('relates a task to a market found by name (Related to (Who)), and says the tenant kind in the session', async () => {
      const added = await t.as(csr.token, { method: 'POST', url: '/v1/market/add', payload: { market_Name: 'Quillfeather Mutual', market_Type: 'carrier' } });
      expect(added.statusCode, added.body).toBe(200);
      const marketId = added.json().resolved.market_Reference_Id;
      const found = (await get('/v1/task/related-to-who?type=Market&search=quillfeather')).json().resolved.related_To_Who_Data;
      expect(found).toEqual([{ reference_Id: marketId, first_Name: 'Quillfeather Mutual', last_Name: '', type: 'Market', profile_Image: null }]);
      expect((await get('/v1/task/related-to-who?type=Market&search=quillfeather', summit)).json().resolved.related_To_Who_Data).toEqual([]);
      const related = await addTask(task({ task_Name: 'Ask the carrier for loss runs', case_Reference_Id: caseId }, [{ related_To_Who: 'MARKET', related_To_Who_Reference_Id: marketId }]));
      expect(related.statusCode, related.body).toBe(200);
      const listed = (await get(`/v1/tasks/case?case_Reference_Id=${caseId}&limit=50&page=1`)).json().resolved.taskForCase;
      expect(listed.find((x: { task_Name: string }) => x.task_Name === 'Ask the carrier for loss runs').data).toEqual([
        expect.objectContaining({ related_To_Who: 'MARKET', related_To_Who_Reference_Id: marketId, related_To_Who_Name: 'Quillfeather Mutual' }),
      ]);
      // another tenant's market is not on these books
      const theirs = await t.as(summit.token, { method: 'POST', url: '/v1/market/add', payload: { market_Name: 'Summit Re', market_Type: 'carrier' } });
      expect((await errorsOf(task({ task_Name: 'Sneak', case_Reference_Id: caseId }, [{ related_To_Who: 'MARKET', related_To_Who_Reference_Id: theirs.json().resolved.market_Reference_Id }]))))
        .toEqual([{ field: '/data/0/related_To_Who_Reference_Id', message: 'That market was not found' }]);
      expect((await get('/v1/auth/session')).json().resolved.current_Tenant_Kind).toBe('agency');
    });

    it('keeps tenants apart and checks scopes', async () => {
      expect((await get(`/v1/tasks/case?case_Reference_Id=${caseId}`, summit)).statusCode).toBe(404);
      expect((await get(`/v1/cases/entity?entity_Reference_Id=${entityId}`, summit)).statusCode).toBe(404);
      expect((await addTask(task({ task_Name: 'Sneak in', case_Reference_Id: caseId }), summit)).statusCode).toBe(404);
      expect((await t.as(summit.token, { method: 'PUT', url: '/v1/case/priority', payload: { irys_Case_Reference_Id: caseId, is_Priority: 1 } })).statusCode).toBe(404);
      const refused = await addTask(task({ task_Name: 'Viewer task' }), viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toBe("You don't have permission to perform this action (task-edit).");
      expect((await get(`/v1/tasks/case?case_Reference_Id=${caseId}`, viewer)).statusCode).toBe(200);
    });

    it('retires a task: it leaves its case’s list', async () => {
      const created = (await addTask(task({ task_Name: 'Retire me', case_Reference_Id: caseId }))).json().resolved;
      expect((await t.as(csr.token, { method: 'PUT', url: '/v1/task/retire', payload: { task_Reference_Id: created.task_Reference_Id, version: 1 } })).statusCode).toBe(403);
      const retired = await t.as(admin.token, { method: 'PUT', url: '/v1/task/retire', payload: { task_Reference_Id: created.task_Reference_Id, version: 1 } });
      expect(retired.json().responseMessage).toBe('Success');
      const list = (await get(`/v1/tasks/case?case_Reference_Id=${caseId}&limit=50`)).json().resolved.taskForCase;
      expect(list.map((x: { task_Reference_Id: string }) => x.task_Reference_Id)).not.toContain(created.task_Reference_Id);
    });

    it('opens a case with its type and assignee: the case read says what it is about and who has it, first among its assignees', async () => {
      const humanId = (await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Rena', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
      const opened = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: {
        case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: humanId, request_Type: 'renewal_Review',
        description: 'Auto renewal review – driver added', assignee: admin.userId.toUpperCase(),
      } });
      expect(opened.statusCode, opened.body).toBe(200);
      const read = (await get(`/v1/cases/human?human_Reference_Id=${humanId}`)).json().resolved.cases
        .find((c: { irys_Case_Reference_Id: string }) => c.irys_Case_Reference_Id === opened.json().resolved.irys_Case_Reference_Id);
      expect(read).toMatchObject({ request_Type: 'renewal_Review', description: 'Auto renewal review – driver added', assignees: [{ assignee_Id: admin.userId }] });
      const wrongType = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: humanId, request_Type: 'lunch' } });
      expect(wrongType.json().errors).toEqual([{ field: '/request_Type', message: 'Choose a case type from the list' }]);
      const outsider = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: humanId, assignee: summit.userId } });
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json().errors).toEqual([{ field: '/assignee', message: 'Assignee must be a member of this agency' }]);
    });

    it('moves a general request along its steps: read as its card, closed only once its tasks are, stale and foreign refused', async () => {
      const opened = await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'human', case_Module_Reference_Id: humanId, request_Type: 'billing', description: 'Card declined' } });
      const id = opened.json().resolved.irys_Case_Reference_Id as string;
      const read = async (who: Session = csr) => t.as(who.token, { method: 'GET', url: `/v1/case?irys_Case_Reference_Id=${id}` });
      expect((await read()).json().resolved).toMatchObject({ irys_Case_Reference_Id: id, case_Status: 'new', request_Type: 'billing', description: 'Card declined', open_Tasks: 0, version: 1 });
      const move = (case_Status: string, version?: number, who: Session = csr) => t.as(who.token, { method: 'PUT', url: '/v1/case/status', payload: { irys_Case_Reference_Id: id, case_Status, version } });
      const started = await move('in_Process', 1);
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ responseMessage: 'The request is now at In Process.', resolved: { case_Status: 'in_Process', version: 2 } });
      expect((await move('closed', 1)).statusCode).toBe(412);
      const added = await addTask(task({ task_Name: 'Call about the card', source: 'phone', assignee: [csr.userId], due_Date: `${day(2)}T15:00:00+00:00`, case_Reference_Id: id }));
      const refused = await move('closed', (await read()).json().resolved.version);
      expect([refused.statusCode, refused.json().responseMessage]).toEqual([409, "Close the request's 1 open tasks before closing it."]);
      const closedTask = await t.as(csr.token, { method: 'PUT', url: '/v1/task/close', payload: { task_Reference_Id: added.json().resolved.task_Reference_Id, version: 1 } });
      expect(closedTask.statusCode, closedTask.body).toBe(200);
      const closed = await move('closed', (await read()).json().resolved.version);
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await read()).json().resolved.case_Status).toBe('closed');
      expect((await move('in_Process', undefined, viewer)).statusCode).toBe(403);
      expect((await read(summit)).statusCode).toBe(404);
      expect((await t.as(summit.token, { method: 'PUT', url: '/v1/case/status', payload: { irys_Case_Reference_Id: id, case_Status: 'new' } })).statusCode).toBe(404);
      expect((await move('archived')).statusCode).toBe(400);
    });
  });
}
