/** docs/sandbox.md lists what the code implements (regenerate with `node --conditions=@ypo/source mocks/src/sandbox/docs.ts`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOperations, sandboxDocPath, sectionOf } from './docs.ts';

describe('docs/sandbox.md', () => {
  it('lists the operations each domain implements and those Prism answers', () => {
    const text = readFileSync(sandboxDocPath, 'utf8');
    expect(sectionOf(text, 'operations'), 'run: node --conditions=@ypo/source mocks/src/sandbox/docs.ts').toBe(renderOperations());
  });
});
