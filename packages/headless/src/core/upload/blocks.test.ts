import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_BLOCK_BYTES, planBlocks, shownUploadPercentage, uploadProgressOf } from './blocks';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('planBlocks', () => {
  it('splits any file into blocks that reassemble exactly, in order, none larger than the block size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2000 }), fc.integer({ min: 1, max: 700 }), async (bytes, blockBytes) => {
        const file = new File([bytes], 'data.bin');
        const blocks = planBlocks([file], 'spec', blockBytes);
        expect(blocks.map((block) => block.index)).toEqual([...blocks.keys()]);
        expect(blocks).toHaveLength(Math.ceil(bytes.length / blockBytes));
        const pieces = await Promise.all(blocks.map((block) => bytesOf(block.fields.file0)));
        expect(pieces.every((piece) => piece.length <= blockBytes && piece.length > 0)).toBe(true);
        const joined = new Uint8Array(bytes.length);
        let offset = 0;
        for (const piece of pieces) {
          joined.set(piece, offset);
          offset += piece.length;
        }
        expect(joined).toEqual(bytes);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts 10485760-byte blocks by default and keeps images whole in one block', () => {
    const video = new File([new Uint8Array(UPLOAD_BLOCK_BYTES + 1)], 'tour.mov');
    const image = new File([new Uint8Array(UPLOAD_BLOCK_BYTES * 2)], 'poster.JPG');
    const blocks = planBlocks([video, image]);
    expect(blocks.map((block) => block.parts.map((part) => [part.file.name, part.start, part.end]))).toEqual([
      [['poster.JPG', 0, UPLOAD_BLOCK_BYTES * 2]],
      [['tour.mov', 0, UPLOAD_BLOCK_BYTES]],
      [['tour.mov', UPLOAD_BLOCK_BYTES, UPLOAD_BLOCK_BYTES + 1]],
    ]);
    expect(blocks[1]?.parts[0]).toMatchObject({ partIndex: 0, partCount: 2, fileIndex: 0 });
  });

  it('sends each file whole in its own block for contracts that take the file in one piece', () => {
    const video = new File([new Uint8Array(UPLOAD_BLOCK_BYTES + 1)], 'tour.mp4');
    const blocks = planBlocks([video], 'whole-file');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.fields.file0).toBe(video);
  });
});

describe('upload progress (spec 001 §9, 002 §5)', () => {
  it('shows the real percentage minus 10 when above 10', () => {
    expect([0, 5, 10, 11, 50, 100].map(shownUploadPercentage)).toEqual([0, 5, 10, 1, 40, 90]);
    expect(uploadProgressOf(1, 3)).toEqual({ loadedBytes: 1, totalBytes: 3, percentage: 33, shownPercentage: 23 });
  });
});
