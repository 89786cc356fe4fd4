export * from './generated/zod';
