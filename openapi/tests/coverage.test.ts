// Every call the spec names has an operation, every operation has a call (or a reason in
// extras.yaml), and every inventory entry quotes the spec word for word.
import { describe, expect, it } from 'vitest';
import { listOperations, loadExtras, loadInventory, loadSpecText, normaliseWhitespace } from '../lib/contracts.ts';

const operations = listOperations();
const inventory = loadInventory();
const extras = loadExtras();
const keyOf = (entry: { method: string; path: string }) => `${entry.method.toUpperCase()} ${entry.path}`;
const describeEntry = (entry: (typeof inventory)[number]) => `${entry.service}: spec ${entry.spec} §${entry.section}: "${entry.text}" -> ${keyOf(entry)}`;

describe('coverage of the spec calls', () => {
  it('has inventory entries and operations to compare', () => {
    expect(inventory.length).toBeGreaterThan(0);
    expect(operations.length).toBeGreaterThan(0);
  });

  it('serves every inventory entry with an operation', () => {
    const served = new Set(operations.map((op) => op.key));
    const missing = inventory.filter((entry) => !served.has(keyOf(entry))).map(describeEntry);
    expect(missing, `inventory entries without an operation:\n${missing.join('\n')}`).toEqual([]);
  });

  it('lists each entry in the inventory of the document that serves it', () => {
    const serviceOf = new Map(operations.map((op) => [op.key, op.service]));
    const misplaced = inventory
      .filter((entry) => serviceOf.has(keyOf(entry)) && serviceOf.get(keyOf(entry)) !== entry.service)
      .map((entry) => `${describeEntry(entry)} is served by ${serviceOf.get(keyOf(entry))}.yaml`);
    expect(misplaced, `inventory entries in the wrong file:\n${misplaced.join('\n')}`).toEqual([]);
  });

  it('stands a spec call (or a stated reason) behind every operation', () => {
    const named = new Set(inventory.map(keyOf));
    const explained = new Set(extras.filter((extra) => extra.reason?.trim()).map(keyOf));
    const unlisted = operations.filter((op) => !named.has(op.key) && !explained.has(op.key)).map((op) => `${op.service}.yaml: ${op.key}`);
    expect(unlisted, `operations without an inventory entry (add one, or list it in extras.yaml with a reason):\n${unlisted.join('\n')}`).toEqual([]);
  });

  it('keeps extras.yaml to operations that exist and no spec call names', () => {
    const served = new Set(operations.map((op) => op.key));
    const named = new Set(inventory.map(keyOf));
    const stale = extras.filter((extra) => !served.has(keyOf(extra)) || named.has(keyOf(extra)) || !extra.reason?.trim()).map(keyOf);
    expect(stale, `extras.yaml entries that are unserved, named by the spec, or without a reason:\n${stale.join('\n')}`).toEqual([]);
  });

  it("quotes the spec's own words in every inventory entry", () => {
    const specs = new Map<string, string>();
    const textOf = (number: string) => {
      if (!specs.has(number)) specs.set(number, loadSpecText(number));
      return specs.get(number)!;
    };
    const notFound = inventory.filter((entry) => !textOf(entry.spec).includes(normaliseWhitespace(entry.text))).map(describeEntry);
    expect(notFound, `inventory texts not found verbatim in their spec file:\n${notFound.join('\n')}`).toEqual([]);
  });
});
