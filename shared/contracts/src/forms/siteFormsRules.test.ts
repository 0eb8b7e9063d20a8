// Rules every stored form must keep: a unique id and reference prefix, and no field under a name the
// form kit reserves (a field called "website" was read as the honeypot and never arrived).
import { csrfField, honeypotField } from './formLimits.ts';
import { siteForms } from './siteForms.ts';

test('each form has its own id and reference prefix', () => {
  expect(new Set(siteForms.map((form) => form.id)).size).toBe(siteForms.length);
  expect(new Set(siteForms.map((form) => form.referencePrefix)).size).toBe(siteForms.length);
  for (const form of siteForms) expect(form.referencePrefix).toMatch(/^[A-Z]{2}$/);
});

test('no field is named like the token or the honeypot, and every field has a label', () => {
  for (const form of siteForms) {
    expect(Object.keys(form.labels)).not.toContain(honeypotField);
    expect(Object.keys(form.labels)).not.toContain(csrfField);
    const shape = (form.schema as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: { _zod: { def: { shape?: Record<string, unknown> } } } } } })._zod.def;
    const fields = Object.keys(shape.shape ?? shape.in?._zod.def.shape ?? {});
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.sort()).toEqual(Object.keys(form.labels).sort());
  }
});
