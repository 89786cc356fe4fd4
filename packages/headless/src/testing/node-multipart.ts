// Multipart in hook tests: jsdom's FormData, Blob and File are not the ones Node's Request
// understands, so a test that sends files swaps in Node's for each test.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

/** Registers, for the calling test file, Node's FormData, Blob and File before each test and jsdom's back after it. */
export function withNodeMultipart(): void {
  beforeEach(() => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
