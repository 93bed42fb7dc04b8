import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject } from '../../scripts/lib/checkProject';
import { root } from '../../scripts/lib/schemas';

let copy: string;
function project(edit: (dir: string) => void): string {
  copy = mkdtempSync(join(tmpdir(), 'agency-desk-check-'));
  cpSync(join(root, 'schemas'), join(copy, 'schemas'), { recursive: true });
  cpSync(join(root, 'screens'), join(copy, 'screens'), { recursive: true });
  edit(copy);
  return copy;
}
const editJson = (path: string, change: (data: any) => void) => {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  change(data);
  writeFileSync(path, JSON.stringify(data));
};
afterEach(() => rmSync(copy, { recursive: true, force: true }));

// each check compiles the project's 343 schemas (~1.5 s quiet; 9-30 s at load 15, where 30 s timed out): time to hold at load
describe('schema and manifest check', { timeout: 120_000 }, () => {
  it('passes the project as it is', () => {
    expect(checkProject(project(() => {})).problems).toEqual([]);
  });

  it('names the file and JSON pointer of a broken list manifest', () => {
    const dir = project((d) => editJson(join(d, 'screens/lists/human.list.json'), (m) => (m.columns[1].display = 'sparkles')));
    expect(checkProject(dir).problems).toEqual([expect.stringMatching(/^screens\/lists\/human\.list\.json#\/columns\/1\/display: list: must be equal to one of the allowed values$/)]);
  });

  it('catches a ui field that points outside its schema', () => {
    const dir = project((d) => editJson(join(d, 'schemas/human/human.ui.json'), (u) => (u.sections[0].fields[2].path = '/human/frist_Name')));
    expect(checkProject(dir).problems).toEqual(["schemas/human/human.ui.json#/sections/0/fields/2/path: '/human/frist_Name' is not in schema 'human'"]);
  });

  it("catches a tab's item form opened in a mode its form does not have, and a readBack outside the form's schema", () => {
    const dir = project((d) => {
      editJson(join(d, 'screens/details/human.detail.json'), (m) => (m.tabs.find((t: { itemForm?: object }) => t.itemForm).itemForm.edit.mode = 'edit-humans'));
      editJson(join(d, 'schemas/contact/contact.ui.json'), (u) => (u.readBack['/contact/nmae'] = 'name'));
    });
    expect(checkProject(dir).problems).toEqual([
      "schemas/contact/contact.ui.json#/readBack: '/contact/nmae' is not in schema 'contact'",
      expect.stringMatching(/^screens\/details\/human\.detail\.json#\/tabs\/\d+\/itemForm: 'edit-humans' is not one of the modes of 'contact'$/),
    ]);
  });

  it('catches a route to a list that does not exist and a schema that does not compile', () => {
    const dir = project((d) => {
      editJson(join(d, 'screens/routes.json'), (r) => (r.routes.find((x: { list?: string }) => x.list).list = 'humans'));
      editJson(join(d, 'schemas/auth/login.schema.json'), (s) => (s.properties.email.minLength = 'three'));
    });
    const problems = checkProject(dir).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^screens\/routes\.json#\/routes\/\d+\/list: no list manifest 'humans'$/));
    expect(problems).toContainEqual(expect.stringMatching(/^schemas\/auth\/login\.schema\.json#: .*minLength/));
  });

  it('refuses a number in a query schema that may be Infinity', () => {
    const dir = project((d) => editJson(join(d, 'schemas/human/humans-search.query.schema.json'), (q) => (q.properties.limit = { type: 'integer', minimum: 1, maximum: 100 })));
    expect(checkProject(dir).problems).toEqual([
      "schemas/human/humans-search.query.schema.json#/properties/limit: a number in a query must have 'finite': true (or $ref query#/$defs/...)",
    ]);
  });

  it("catches a list sorting or filtering by what its search query does not take", () => {
    const dir = project((d) =>
      editJson(join(d, 'screens/lists/human.list.json'), (m) => {
        m.columns.find((c: { sortKey?: string }) => c.sortKey === 'dob').sortKey = 'birthday';
        m.filters[0].key = 'is_Yours';
      }),
    );
    expect(checkProject(dir).problems).toEqual([
      expect.stringMatching(/^screens\/lists\/human\.list\.json#\/columns\/\d+\/sortKey: 'birthday' is not a sort key of schemas\/human\/humans-search\.query\.schema\.json$/),
      "screens/lists/human.list.json#/filters/0/key: 'is_Yours' is not a filter of schemas/human/humans-search.query.schema.json",
    ]);
  });

  it('catches an include of a missing form, and modes no form declares', () => {
    const dir = project((d) => {
      editJson(join(d, 'schemas/human/human.ui.json'), (u) => {
        const include = u.sections.find((s: { include?: string }) => s.include);
        include.modes = { add: 'add-humans', edit: 'edit-human' };
        u.sections[0].fields[0].modes = ['quick-add'];
      });
      editJson(join(d, 'screens/routes.json'), (r) => (r.routes.find((x: { mode?: string }) => x.mode === 'edit').mode = 'change'));
    });
    const problems = checkProject(dir).problems;
    expect(problems).toContainEqual("schemas/human/human.ui.json#/sections/0/fields/0/modes/0: 'quick-add' is not one of the form's modes");
    expect(problems).toContainEqual("schemas/human/human.ui.json#/sections/1/modes/add: 'add-humans' is not one of the modes of 'contact'");
    expect(problems).toContainEqual(expect.stringMatching(/^screens\/routes\.json#\/routes\/\d+\/mode: 'change' is not one of the modes of 'human'$/));
    editJson(join(dir, 'schemas/human/human.ui.json'), (u) => {
      u.sections[1].include = 'contacts';
      delete u.api;
    });
    const later = checkProject(dir).problems;
    expect(later).toContainEqual("schemas/human/human.ui.json#/sections/1/include: no ui schema 'contacts'");
    expect(later).toContainEqual(expect.stringMatching(/^screens\/routes\.json#\/routes\/\d+\/form: a page keeps the record of 'human' through its api, and it names none$/));
  });

  it('catches a field set on a change, and an omitted field, that do not exist', () => {
    const dir = project((d) =>
      editJson(join(d, 'schemas/entity/entity.ui.json'), (u) => {
        u.rules.setWhenChanged[0].set = { '/encrypted_String/0/string_Kind': 'FEIN' };
        u.sections.find((s: { include?: string }) => s.include).omit = ['/web_url/2/url'];
      }),
    );
    expect(checkProject(dir).problems).toEqual([
      expect.stringMatching(/^schemas\/entity\/entity\.ui\.json#\/sections\/\d+\/omit\/0: '\/web_url\/2\/url' is not a field of 'contact'$/),
      "schemas/entity/entity.ui.json#/rules/setWhenChanged/0: '/encrypted_String/0/string_Kind' is not in schema 'entity'",
    ]);
  });

  it('catches a rule condition, and an included field, outside the schema', () => {
    const dir = project((d) => {
      editJson(join(d, 'schemas/contact/contact.ui.json'), (u) => {
        const secondary = u.sections[1].fields.find((f: { path: string }) => f.path === '/phone_Number/1/phone_Number');
        secondary.rule.condition = { path: '/phone_Number/0/number', notEmpty: true };
      });
    });
    const problems = checkProject(dir).problems;
    // once in the contact form, once where the human form includes it
    expect(problems).toContainEqual(expect.stringMatching(/^schemas\/contact\/contact\.ui\.json#\/sections\/1\/fields\/\d+\/rule\/condition: '\/phone_Number\/0\/number' is not in schema 'contact'$/));
    expect(problems).toContainEqual("schemas/human/human.ui.json#/sections/1/rule/condition: '/phone_Number/0/number' is not in schema 'human'");
  });
});
