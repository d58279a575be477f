import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArray, jsonObject, jsonValue, jsonWith, shapeJson } from './reply-json.ts';

const Person = z.object({ id: z.string(), name: z.string() });
type Person = z.infer<typeof Person>;

describe('replies joined from shaped parts', () => {
  it('shapes a part with its schema: what the schema does not list never leaves', () => {
    const withSecret = { id: 'p1', name: 'Ada', passwordHash: 'x' } as Person;
    expect(JSON.parse(shapeJson(Person, withSecret))).toEqual({ id: 'p1', name: 'Ada' });
  });

  it('refuses a part its schema refuses', () => {
    expect(() => shapeJson(Person, { id: 'p1' } as Person)).toThrow();
  });

  it('joins objects, arrays, values and added fields into JSON that parses as the whole', () => {
    const ada = shapeJson(Person, { id: 'p1', name: 'Ada' });
    const joined = jsonObject<{ people: Person[]; count: number; next: string | null; done: boolean }>({
      people: jsonArray([
        ada,
        jsonWith(shapeJson(z.object({}), {}), { id: jsonValue('p2'), name: jsonValue('"Bo"') }),
      ]),
      count: jsonValue(2),
      next: jsonValue(null),
      done: jsonValue(true),
    });
    expect(JSON.parse(joined)).toEqual({
      people: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: '"Bo"' },
      ],
      count: 2,
      next: null,
      done: true,
    });
  });

  it('adds fields after the ones an object has, and adds nothing when given none', () => {
    const ada = shapeJson(Person, { id: 'p1', name: 'Ada' });
    expect(JSON.parse(jsonWith(ada, { likes: jsonValue(3) }))).toEqual({ id: 'p1', name: 'Ada', likes: 3 });
    expect(jsonWith(ada, {})).toBe(ada);
    expect(jsonArray([])).toBe('[]');
  });
});
