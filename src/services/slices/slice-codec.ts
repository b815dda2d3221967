/**
 * A slice task's input and output as bytes for the database: V8's serialization, which keeps what
 * crosses between engine threads (maps, sets, typed arrays) as it is. The progress counters shared
 * with the coordinator's thread stay behind: the worker reports rows through its heartbeat.
 */
import { deserialize, serialize } from 'node:v8';
import type { JudgeSliceInput, ObserveSliceInput } from '../../engine/index.ts';

export type SliceInput = ObserveSliceInput | JudgeSliceInput;

export function encodeSlice(value: unknown): Buffer {
  if (value !== null && typeof value === 'object' && 'progress' in value) {
    return serialize({ ...value, progress: null });
  }
  return serialize(value);
}

export function decodeSlice<T>(bytes: Buffer): T {
  return deserialize(bytes) as T;
}
